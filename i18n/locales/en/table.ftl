## table

table-done = ✅ { $what }
table-done_quietly = ✅ Done — nothing public changed yet; your next choices are in your DM (or /game hand).
