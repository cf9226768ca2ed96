fair_undo-error-paused = La partie est en pause : rien ne peut être repris avant sa reprise avec `/partie reprendre`.
