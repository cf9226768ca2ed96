# The words domain (issue 11): typography of labels joined in code, and the platform's automatic steps.

# A label and its value ("Zone: T17"): French puts a narrow no-break space before the colon.
words-pair = { $label }: { $value }
# Two parts of one line ("wheat 2; reserve 3"): French puts a narrow no-break space before the semicolon.
words-both = { $first }; { $second }

# A step the platform played for a player because it was their only possible choice (agora/games/automatic.py).
words-automatic = { $seat }: only possible choice: { $choice } — done for you.
words-option-auto_choices-name = Play single choices for me
words-option-auto_choices-description = When your only possible choice reveals nothing hidden, it is played for you (yes, the default); no: you confirm every choice.
