## machinery

machinery-error-not_legal = The action { $kind } is not one of the moves the rules allow you now.
machinery-error-not_allowed_now = The action { $action } is not possible now.
