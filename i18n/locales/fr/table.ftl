## table

table-done = ✅ { $what }
table-done_quietly = ✅ C'est fait — rien de public n'a encore changé ; vos prochains choix sont dans vos MP (ou /partie main).
