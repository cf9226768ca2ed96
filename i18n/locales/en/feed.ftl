## feed: the living table's status line (#45 part 2)

# The first line of the status message: where the game is and whom it waits on.
feed-status_line = { $where } · Waiting for { $who }
feed-status_line_deadline = { $where } · Waiting for { $who } · deadline { $deadline }
