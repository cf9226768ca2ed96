# The words domain (issue 11): typography of labels joined in code, and the platform's automatic steps.

# A label and its value ("Zone: T17"): French puts a narrow no-break space before the colon.
words-pair = { $label }: { $value }
# Two parts of one line ("wheat 2; reserve 3"): French puts a narrow no-break space before the semicolon.
words-both = { $first }; { $second }
