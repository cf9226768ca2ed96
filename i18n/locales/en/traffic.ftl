## traffic

traffic-group = Moving group: { $counters } · { $left } MP left
traffic-group_at_sea = Moving group: { $counters } · a fleet (no MP limit)
traffic-error-choice_not_legal = Choice { $choice } of your selection is not allowed after the ones before it: nothing was done. Choose again.
traffic-placeholder-pick_several = Pick the counters of the group (several at once)
traffic-placeholder-lose_several = Choose up to { $count ->
        [one] { $count } unit
       *[other] { $count } units
    } to weaken
