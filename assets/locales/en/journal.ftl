# The journal: `orda log`, `orda undo` and the window's History view (docs/journal.md).
journal-kind = { $kind ->
    [create-tournament] Tournament created
    [import-trf] TRF file imported
    [update-settings] Settings changed
    [delete-tournament] Tournament deleted
    [add-player] Player entered
    [edit-player] Player changed
    [import-players] Players imported
    [order-players] Starting numbers given
    [withdraw] Player withdrawn
    [reinstate] Player reinstated
    [delete-player] Player deleted
    [request-bye] Bye announced
    [cancel-bye] Bye taken back
    [forbid] Forbidden pair changed
    [pair-round] Round paired
    [pair-by-hand] Round paired by hand
    [enter-results] Results entered
    [adjourn] Game adjourned
    [correct-for-rating] Corrected for rating only
    [save-score] Game score saved
    [change-pairing] Pairing changed
    [delete-last-round] Last round deleted
    [create-section] Section created
    [create-event] Event created
    [update-event] Event changed
    [set-section] Section set
    [enter-registered] Registry player entered
    [add-category] Category added
    [remove-category] Category removed
    [put-prize] Prize set
    [remove-prize] Prize removed
    [set-award-rules] Award rules changed
    [apply-ratings] Ratings applied
    [undo-ratings] Ratings taken back
    [undo] Undo
    [player-codes] Players' codes made
    [add-assistant] Assistant's code made
    [revoke-code] Code revoked
    [access-off] Hall access switched off
    [report] Result reported from the hall
    [wrong-code] Wrong code tried
    [decide-report] Report decided
    [set-hall] Hall settings changed
    [check-in] Player checked in
    [pair-present] Round paired with those present
    [ask-bye] Bye asked for from the hall
    [decide-bye] Bye asked for decided
    [unlock-code] Code unlocked
    [wrong-codes] Wrong codes from one address: limited for a minute
    [wrong-codes-hall] Wrong codes from the whole hall: limited for a minute
    [accept-report] Report accepted
    [reject-report] Report rejected
    [grant-bye] Bye asked for granted
    [refuse-bye] Bye asked for refused
    [journal-started] Journal started: the database was upgraded, earlier changes are not in the journal
    [leave-rules-mode] Rules mode left
    [set-arbiter] Arbiter's name in the journal set
   *[other] { $kind }
}
journal-face = { $face ->
    [window] window
    [cli] command line
    [web] web
    [upgrade] upgrade
   *[other] other
}
journal-player = No { $no }
journal-player-round = No { $no }, round { $round }
journal-players = No { $a } and No { $b }
journal-round = round { $round }
journal-board = round { $round }, board { $board }
journal-reported = round { $round }, board { $board }: { $result } reported
journal-tries = { $n } in a minute
journal-file = file { $file }
journal-prize-overall = overall prize, place { $place }
journal-prize = prize "{ $category }", place { $place }
journal-category = category "{ $name }"
journal-event = event { $id }
journal-named = "{ $name }"
journal-entry = line { $id }
journal-result = round { $round }, board { $board }: { $before } → { $after }
journal-no-result = none
journal-undone = undone by line { $by }
journal-undoes = undoes line { $id }
journal-empty = The journal has no lines yet.
journal-col-no = No
journal-col-who = Who
journal-col-face = From
journal-col-tournament = Tournament
journal-col-what = What
journal-col-details = Details
undone = Undone: line { $id } ({ $what })
nothing-to-undo = there is nothing to undo in this tournament
cannot-undo = the last change, line { $id } ({ $what }), cannot be undone
undo-blocked = line { $id } ({ $what }) cannot be undone: line { $by } ({ $later }) changed the same data since
undo-stale = line { $id } ({ $what }) cannot be undone: what it changed was changed since by another program
undo-referenced = line { $id } ({ $what }) cannot be undone: what it added is used since (a player entered in another tournament)
undo-not-seen = nothing was undone: the last change is now line { $id } ({ $what }), made since; look at it in History first
journal-title = Journal of changes
journal-more-results = { $n ->
    [one] and { $n } more result
   *[other] and { $n } more results
}
journal-col-at-local = When (UTC{ $offset })
