## threads

threads-name = { $title } — game { $id }
threads-opened = The game's table and feed will be in its thread { $thread }: play there or here.
threads-see_thread = The game goes on in its thread { $thread }.
threads-no_permission = I may not create public threads here (the Create Public Threads permission): the game is played in this channel.
threads-opt-thread = thread
threads-opt-thread-description = Play in a public thread of this channel (default: the server's setting)
threads-choice-yes = Yes
threads-choice-no = No
threads-cmd-settings = settings
threads-cmd-settings-description = See or change this server's settings for games (Manage Server to change)
threads-opt-thread_default = thread_default
threads-opt-thread_default-description = Whether new games open a public thread unless /game new says otherwise
threads-settings = Server settings — new games open a public thread: { $value }.
threads-settings_saved = Saved. Server settings — new games open a public thread: { $value }.
threads-error-manage_server = Only a member with the Manage Server permission may change the server's settings.
threads-option-league_plan-name = League planning
threads-option-league_plan-description = Where a league of two plans the battle: a private thread (which server moderators can read) or DMs
threads-option-league_plan-value-thread = private thread
threads-option-league_plan-value-dm = DMs
