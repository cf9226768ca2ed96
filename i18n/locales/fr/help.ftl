## help

help-cmd-help = aide
help-cmd-help-description = Comment marche Agora : lancer une partie, les commandes /partie, les règles de chaque jeu
help-cmd-rules = regles
help-cmd-rules-description = Les règles : le jeu, son tour, la phase en cours, chaque commande, carte et pion
help-opt-topic = sujet
help-opt-topic-description = Ce qu'il faut expliquer (la liste propose tous les sujets)
help-topic-overview = Le jeu en quelques mots
help-topic-turn = La séquence de jeu
help-topic-phase = La phase en cours et ce qu'elle vous demande
help-topic-commands = Toutes les commandes, avec un exemple
help-topic-stratagems = Tous les stratagèmes
help-topic-figures = Toutes les Figures Influentes
help-topic-admins = Tous les Administrateurs
help-topic-buildings = Tous les bâtiments du plateau standard
help-topic-titles = Les jeux qu'Agora arbitre
help-topic-start = Lancer une partie
help-error-unknown_topic = Il n'y a pas de sujet d'aide « { $topic } ». Choisissez-en un dans la liste.
help-rulebook = Livret de règles : { $source }
help-platform-overview = Agora arbitre des jeux de plateau dans ce salon : il garde chaque partie, applique toutes les règles, lance les dés, garde secret ce qui doit l'être (votre main secrète arrive en message privé, ou avec /partie main) et montre le plateau après chaque phase. Une partie dure des heures ou des jours : jouez quand vous avez un moment, le bot vous prévient quand c'est à vous.
help-platform-start =
    1. { $new } ouvre une partie dans ce salon et vous y installe (choisissez le jeu ; `options:` sont des paires `clé:valeur`, la liste les propose).
    2. Les autres rejoignent avec le bouton **Rejoindre** ou { $join }.
    3. Le créateur lance avec { $start }. Chaque joueur reçoit alors ses commandes privées en message privé (ou avec { $hand }).
    4. { $status } montre où en est la partie ; { $rules } expliquent le jeu en cours.
help-syracuse-pitch = { $name } : deux joueurs, Athènes contre Syracuse (415-413 av. J.-C.) : stratagèmes secrets, dés, murs, sièges et ravitaillement. Commandes : { $commands }.
help-epireia-pitch = { $name } : de 2 à 4 joueurs en deux ligues, ou en solo : développez votre cité, envoyez vos figures à travers la Grèce, puis livrez la Grande Bataille. Commandes : { $commands }.
help-phase-none = Aucune partie du jeu { $title } n'est en cours dans ce salon : voici la séquence de jeu à la place.
help-phase-now = { "*" }*En ce moment :** { $phase } (tour { $turn }).
help-phase-yours = { "*" }*La partie attend votre décision :** { $what }
help-phase-yours_plain = { "*" }*La partie attend votre décision :** utilisez les commandes de votre message privé ou /partie main ({ $count ->
        [one] { $count } possibilité
       *[other] { $count } possibilités
    }).
help-phase-others = { "*" }*La partie attend :** { $who }.
help-phase-over = Cette partie est terminée.
help-figure-line = { "*" }*{ $name }** ({ $city }, attaque { $attack }{ $sea }) — { $text }
help-figure-sea = , en mer
help-admin-line = { "*" }*{ $name }** — { $text }
help-building-line = { "*" }*{ $name }** ({ $category }, { $cost }) — { $effect }
help-building-free = gratuit
help-stratagem-line = { "*" }*{ $name }** ({ $phases }) — { $effect }
help-syracuse-overview = Syracuse, 415-413 av. J.-C. (Frédéric Bey) est un jeu de guerre à deux joueurs sur le siège de Syracuse par Athènes. Chaque tour est une saison. Athènes tente de prendre la ville par ses murs, ses sièges et sa flotte ; Syracuse tient, coupe le ravitaillement athénien et bâtit ses contre-murs. Les unités sont des pions de points de force (PF) qui vont de zone en zone ; les combats se résolvent sur une table avec un d10 ; chaque camp tire des stratagèmes secrets. Un camp gagne aussitôt par victoire totale, sinon aux points de victoire à la fin du scénario (règle 9).
help-syracuse-turn =
    Chaque tour (règle 2) :
    { "*" }*A. Stratagèmes** — chaque joueur tire 2 stratagèmes du bol, en secret.
    { "*" }*B.1 Initiative et PA** — chacun lance 2d6 : le plus haut prend l'initiative ; PA = la moitié du jet arrondie au-dessus (+1 en été et en automne, −1 en hiver).
    { "*" }*B.2 Renforts** — les renforts du scénario arrivent et peuvent se déplacer gratuitement.
    { "*" }*B.3 Actions** — tour à tour, chaque joueur annonce les PA qu'il dépense, active des zones (0, 1 ou 2 PA selon le chef) pour déplacer des groupes, puis livre tous les combats (1 PA pour tous). On continue jusqu'à ce que les deux aient dépensé tous leurs PA. Un stratagème par joueur et par phase d'actions.
    { "*" }*C. Travaux** — chaque camp lance ses dés de travaux (2.C) et construit camp, forts, murs ou chaînes.
    { "*" }*D. Ajustements** — garder au plus un stratagème, mouvements gratuits vers les zones fortifiées, récupération des unités affaiblies, ravitaillement et attrition, sièges ; on vérifie la victoire.
help-syracuse-phase-a_draw = A. Chaque joueur tire deux stratagèmes du bol, en secret. Rien à décider, sauf si un stratagème peut être joué maintenant.
help-syracuse-phase-b1_initiative = B.1 Chaque camp lance 2d6 : le plus haut prend l'initiative (l'Avantage départage) et chacun reçoit la moitié de son jet, arrondie au-dessus, en PA (±1 selon la saison).
help-syracuse-phase-b2_reinforcements = B.2 Les renforts du tour sont placés ; ils peuvent se déplacer aussitôt sans dépenser de PA, jamais dans une zone tenue par l'ennemi. Les chefs blessés ou malades se rétablissent.
help-syracuse-phase-b3_actions = B.3 Le joueur actif annonce combien de PA il dépense ({ $announce }), active des zones ({ $activate }) pour déplacer des groupes ({ $move }), puis livre les combats de la phase ({ $combat }). Puis l'autre joueur agit. Un joueur sans PA passe.
help-syracuse-phase-c_works = C. Chaque camp lance ses dés de travaux et dépense ses points de travaux en camp, forts, murs ou chaînes ({ $works }).
help-syracuse-phase-d_adjustments = D. Garder au plus un stratagème, se déplacer librement vers les zones fortifiées, remettre les unités affaiblies à pleine force selon les bonus des chefs, déplacer le marqueur de ravitaillement, tester l'attrition et les sièges. On vérifie la victoire à la fin.
help-syracuse-phase-over = La partie est terminée : { $status } montre le résultat.
help-epireia-overview = Epireia (DTDA Games) : chaque joueur dirige une cité grecque dans l'une des deux ligues, la ligue de Délos et la ligue du Péloponnèse. Au fil des tours, vous développez votre cité, produisez des jetons Militaires et envoyez vos Figures Influentes à travers la Grèce pour gagner territoires, alliés et prestige, pendant que la ligue accomplit les scénarios des trois Actes. Quand le troisième scénario est accompli, les deux ligues livrent la Grande Bataille sur trois fronts : qui la gagne gagne la partie. En solo : jouez contre les Augures et les objectifs du scénario.
help-epireia-turn =
    Chaque tour compte trois phases (livret p. 16-27) :
    { "*" }*1. Développement** — dans l'ordre des ligues, chaque joueur fait 2 actions (3 pour le joueur seul du Péloponnèse à trois joueurs) : don à la ligue ({ $donate }), construction ({ $build }) ou production d'un jeton Militaire ({ $produce }).
    { "*" }*2. Diplomatie** — chaque joueur envoie ses figures vers un Empire, un Territoire ou une Cité neutre ({ $move }), puis finit ({ $end }).
    { "*" }*3. Résolution** — les visites sont résolues (dés contre les lieux, brigands, conflits), on vérifie les scénarios, puis chaque joueur reçoit ses revenus.
    Quand le scénario de l'Acte III est accompli, la Grande Bataille commence : placement secret ({ $place }, { $front }, { $ready }), puis les fronts sont révélés colonne par colonne et les figures peuvent être engagées ({ $commit }).
help-epireia-phase-setup_league = Choisissez votre ligue (solo).
help-epireia-phase-setup_city = Choisissez votre cité, dans l'ordre du tour ({ $decide } ou les commandes de votre message privé).
help-epireia-phase-setup_admin = Choisissez votre Administrateur, dans l'ordre du tour : il agit quand vous construisez un bâtiment Administrateur.
help-epireia-phase-setup_figure = Choisissez votre Figure Influente de départ, en secret : toutes sont révélées quand chacun a choisi.
help-epireia-phase-development = Faites vos actions à votre tour : don de ressources à votre ligue ({ $donate }), construction d'un bâtiment ({ $build }) ou production d'un jeton Militaire ({ $produce }) ; { $end } quand vous avez fini.
help-epireia-phase-diplomacy = Envoyez vos figures vers un Empire, un Territoire ou une Cité neutre ({ $move }), puis { $end }.
help-epireia-phase-resolution = Les visites sont résolues aux dés ; la ligue peut avoir à décider ensemble ({ $decide }). Les revenus sont perçus à la fin.
help-epireia-phase-battle = La Grande Bataille : placez vos jetons ({ $place }) et vos figures ({ $front }) en secret, déclarez votre ligue prête ({ $ready }) ; puis engagez des figures sur les colonnes révélées ({ $commit }).
help-epireia-phase-over = La partie est terminée : { $status } montre le résultat.
help-example-game-new = jeu:syracuse
help-example-game-join = place:syracuse
help-example-game-export = partie:12
help-example-syracuse-announce = choix:2
help-example-syracuse-activate = choix:T25
help-example-syracuse-move = choix:T21
help-example-syracuse-combat = choix:T11
help-example-syracuse-works = choix:… (à choisir dans la liste)
help-example-syracuse-stratagem = choix:S25
help-example-syracuse-advantage = choix:… (à choisir dans la liste)
help-example-syracuse-decide = choix:… (à choisir dans la liste)
help-example-syracuse-map = zoom:sud
help-example-syracuse-rules = sujet:phase
help-example-epireia-donate = ressource:… quantite:2 (à choisir dans la liste)
help-example-epireia-build = batiment:Greniers
help-example-epireia-produce = jeton:… (à choisir dans la liste)
help-example-epireia-move = figure:Périclès vers:Éolide
help-example-epireia-decide = choix:… (à choisir dans la liste)
help-example-epireia-place = jeton:… case:… (à choisir dans les listes)
help-example-epireia-front = figure:Périclès front:… (à choisir dans la liste)
help-example-epireia-commit = reponse:engager
help-example-epireia-board = joueur:@bob
help-example-epireia-rules = sujet:tour
help-example-duel-play = carte:4
help-example-game-substitute = place:athens membre:@carol
help-example-game-hand--over = membre:@dave
help-example-game-deadline = heures_par_tour:24 rappels:12h+1h depassement:pass
help-example-game-bot = place:syracuse niveau:hard

help-example-game-settings = fil_par_defaut:Oui
