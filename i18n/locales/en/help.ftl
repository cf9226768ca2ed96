## help

help-cmd-help = help
help-cmd-help-description = How Agora works: starting a game, the /game commands, each title's rules
help-cmd-rules = rules
help-cmd-rules-description = The rules: the game, its turn, the phase you are in, each command, card and counter
help-opt-topic = topic
help-opt-topic-description = What to explain (the list shows every topic)
help-topic-overview = The game in a few words
help-topic-turn = The turn sequence
help-topic-phase = The phase you are in, and what it asks of you
help-topic-commands = Every command, with an example
help-topic-stratagems = Every stratagem
help-topic-figures = Every Influential Figure
help-topic-admins = Every Administrator
help-topic-buildings = Every building of the standard board
help-topic-titles = The games Agora referees
help-topic-start = Starting a game
help-error-unknown_topic = There is no help topic “{ $topic }”. Pick one from the list.
help-rulebook = Rulebook: { $source }
help-platform-overview = Agora referees board games in this channel: it keeps each game, enforces every rule, rolls the dice, keeps hidden information hidden (your secret hand comes by private message, or with /game hand) and shows the board after each phase. Games last hours or days: play when you have a moment, the bot tells you when it is your turn.
help-platform-start =
    1. { $new } opens a game in this channel and seats you (pick the title; `options:` are `key:value` pairs, the list suggests them).
    2. The others join with the **Join** button or { $join }.
    3. The creator starts with { $start }. Each player then gets their private controls by DM (or with { $hand }).
    4. { $status } shows where the game stands; { $rules } explain the game you are playing.
help-syracuse-pitch = { $name }: two players, Athens against Syracuse (415-413 BC): secret stratagems, dice, walls, sieges and supply. Commands: { $commands }.
help-epireia-pitch = { $name }: 2 to 4 players in two leagues, or solo: build your city, send your figures across Greece, then fight the Great Battle. Commands: { $commands }.
help-phase-none = There is no game of { $title } being played in this channel: here is the turn sequence instead.
help-phase-now = { "*" }*Now:** { $phase } (turn { $turn }).
help-phase-yours = { "*" }*The game waits on you:** { $what }
help-phase-yours_plain = { "*" }*The game waits on you:** use the controls in your DM or /game hand ({ $count } possible).
help-phase-others = { "*" }*The game waits on:** { $who }.
help-phase-over = This game is over.
help-figure-line = { "*" }*{ $name }** ({ $city }, attack { $attack }{ $sea }) — { $text }
help-figure-sea = , at sea
help-admin-line = { "*" }*{ $name }** — { $text }
help-building-line = { "*" }*{ $name }** ({ $category }, { $cost }) — { $effect }
help-building-free = free
help-stratagem-line = { "*" }*{ $name }** ({ $phases }) — { $effect }
help-syracuse-overview = Syracuse, 415-413 BC (Frédéric Bey) is a two-player wargame of the Athenian siege of Syracuse. Each turn is a season. Athens tries to take the city by walls, sieges and its fleet; Syracuse holds out, cuts the Athenian supply and counter-walls. Units are counters of combat strength (PF) moved from zone to zone; combats are resolved on a table with a d10; each side draws secret stratagems. A side wins at once by total victory, otherwise on victory points at the end of the scenario (rulebook 9).
help-syracuse-turn =
    Each turn (rulebook 2):
    { "*" }*A. Stratagems** — each player draws 2 stratagems from the bowl, secretly.
    { "*" }*B.1 Initiative and AP** — both roll 2d6: the higher has the initiative; AP = half the roll rounded up (+1 in summer and autumn, −1 in winter).
    { "*" }*B.2 Reinforcements** — the scenario's reinforcements arrive and may move for free.
    { "*" }*B.3 Actions** — in turn, each player announces the AP they spend, activates zones (0, 1 or 2 AP each, by leader) to move groups, then fights every combat (1 AP for all). Play goes on until both have spent all their AP. One stratagem per player per action phase.
    { "*" }*C. Works** — each side throws its works dice (2.C) and builds camp, forts, walls or chains.
    { "*" }*D. Adjustments** — keep at most one stratagem, free moves to fortified zones, recover weakened units, supply and attrition, sieges; victory is checked.
help-syracuse-phase-a_draw = A. Each player draws two stratagems from the bowl, secretly. Nothing to decide unless a stratagem may be played now.
help-syracuse-phase-b1_initiative = B.1 Both sides roll 2d6: the higher roll takes the initiative (the Advantage breaks ties) and each gets half the roll, rounded up, in AP (±1 by season).
help-syracuse-phase-b2_reinforcements = B.2 The reinforcements of the turn are placed; they may move at once without spending AP, never into a zone held by the enemy. Wounded or sick leaders recover.
help-syracuse-phase-b3_actions = B.3 The active player announces how many AP they spend ({ $announce }), activates zones ({ $activate }) to move groups ({ $move }), then fights the combats of the phase ({ $combat }). Then the other player acts. A player with no AP left passes.
help-syracuse-phase-c_works = C. Each side throws its works dice and spends the works points on a camp, forts, walls or chains ({ $works }).
help-syracuse-phase-d_adjustments = D. Keep at most one stratagem, move freely into fortified zones, flip weakened units back by leader bonuses, move the supply marker, test attrition and sieges. Victory is checked at the end.
help-syracuse-phase-over = The game is over: { $status } shows the result.
help-epireia-overview = Epireia (DTDA Games): each player leads a Greek city in one of two leagues, the Delian League and the Peloponnesian League. Over several turns you build your city, produce military tokens and send your Influential Figures across Greece to win territories, allies and prestige, while the league completes the three Acts' scenarios. When the third scenario is complete, the two leagues fight the Great Battle on three fronts: its winner wins the game. Solo: play against the Augures and the scenario's objectives.
help-epireia-turn =
    Each turn has three phases (rulebook pp.16-27):
    { "*" }*1. Development** — in league order, each player takes 2 actions (3 for the lone Peloponnesian player at three players): donate to the league ({ $donate }), build ({ $build }) or produce a military token ({ $produce }).
    { "*" }*2. Diplomacy** — each player sends figures to an Empire, a Territory or a neutral City ({ $move }), then ends ({ $end }).
    { "*" }*3. Resolution** — visits are resolved (dice against the places, brigands, conflicts), scenarios are checked, then every player collects income.
    When the Act III scenario is complete, the Great Battle begins: secret placement ({ $place }, { $front }, { $ready }), then the fronts are revealed column by column and figures may be committed ({ $commit }).
help-epireia-phase-setup_league = Choose your league (solo).
help-epireia-phase-setup_city = Choose your city, in turn order ({ $decide } or the controls in your DM).
help-epireia-phase-setup_admin = Choose your Administrator, in turn order: it acts when you build an Administrator building.
help-epireia-phase-setup_figure = Choose your starting Influential Figure, secretly: all are revealed once everyone has chosen.
help-epireia-phase-development = Take your actions in turn: donate resources to your league ({ $donate }), build a building ({ $build }) or produce a military token ({ $produce }); { $end } when you are done.
help-epireia-phase-diplomacy = Send your figures to an Empire, a Territory or a neutral City ({ $move }), then { $end }.
help-epireia-phase-resolution = The visits are resolved with dice; the league may have to decide together ({ $decide }). Income is collected at the end.
help-epireia-phase-battle = The Great Battle: place your tokens ({ $place }) and figures ({ $front }) secretly, declare your league ready ({ $ready }); then commit figures to the revealed columns ({ $commit }).
help-epireia-phase-over = The game is over: { $status } shows the result.
help-example-game-new = title:syracuse
help-example-game-join = seat:syracuse
help-example-game-export = game:12
help-example-syracuse-announce = choice:2
help-example-syracuse-activate = choice:T25
help-example-syracuse-move = choice:T21
help-example-syracuse-combat = choice:T11
help-example-syracuse-works = choice:… (pick it in the list)
help-example-syracuse-stratagem = choice:S25
help-example-syracuse-advantage = choice:… (pick it in the list)
help-example-syracuse-decide = choice:… (pick it in the list)
help-example-syracuse-map = zoom:south
help-example-syracuse-rules = topic:phase
help-example-epireia-donate = resource:… amount:2 (pick it in the list)
help-example-epireia-build = building:Granaries
help-example-epireia-produce = token:… (pick it in the list)
help-example-epireia-move = figure:Pericles to:Aeolis
help-example-epireia-decide = choice:… (pick it in the list)
help-example-epireia-place = token:… slot:… (pick them in the lists)
help-example-epireia-front = figure:Pericles front:… (pick it in the list)
help-example-epireia-commit = answer:commit
help-example-epireia-board = player:@bob
help-example-epireia-rules = topic:turn
help-example-duel-play = card:4
help-example-game-substitute = seat:athens user:@carol
help-example-game-hand--over = user:@dave
help-example-game-deadline = turn_hours:24 reminders:12h+1h timeout:pass
help-example-game-bot = seat:syracuse level:hard

help-example-game-settings = thread_default:yes
