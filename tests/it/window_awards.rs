//! The federation views driven as an arbiter drives them (egui_kittest): categories in
//! Settings, the prize list and its definitions in Prizes, the category filter in Standings,
//! Teams with the event's team standing, and ratings applied to the registry. The event is
//! `federation::championship` (its values are worked out by hand there).

use egui::Key;
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use orda::tournament::prizes::Ties;
use orda::ui::{Command, Export, OrdaApp};
use orda::words::lang::{self, Lang};

use crate::drive::{click, click_button, harness, no_error, status, type_into, view};

/// The window over the championship, its Swiss open.
fn window() -> egui_kittest::Harness<'static, OrdaApp> {
    lang::set(Lang::En);
    let (store, _, _, _) = crate::federation::championship();
    let mut h = harness(OrdaApp::with_store(store));
    click(&mut h, "Open");
    no_error(&h, "open the Swiss");
    h
}

#[test]
fn categories_prizes_standings_teams_and_ratings_in_the_window() {
    let mut h = window();

    // Settings: two categories through the form.
    view(&mut h, Key::Num2);
    type_into(&mut h, "Category name", "Women");
    click(&mut h, "women and girls");
    click_button(&mut h, "Add category");
    no_error(&h, "add Women");
    type_into(&mut h, "Category name", "U14");
    type_into(&mut h, "Under age (U14: 14)", "14");
    click_button(&mut h, "Add category");
    no_error(&h, "add U14");
    let cats = h.state().shared.awards.categories.clone();
    assert_eq!(cats.len(), 2);
    assert_eq!((cats[0].name.as_str(), cats[0].sex), ("Women", Some('w')));
    assert_eq!(
        cats[1].born_from.as_deref(),
        Some("2012-01-02"),
        "U14 on 1 January"
    );
    assert!(h.query_by_label("born 2012-01-02 or later").is_some());

    // Prizes: 100 000, 60 000, 40 000 overall (shared), 30 000 for Women (not shared).
    view(&mut h, Key::Num7);
    assert!(h.query_by_label_contains("No prizes are defined").is_some());
    for amount in ["100000", "60000", "40000"] {
        type_into(&mut h, "Amount", amount);
        click_button(&mut h, "Set prize");
        no_error(&h, amount);
    }
    h.get_by_role_and_label(Role::ComboBox, "Category").click();
    h.run();
    h.get_by_label("Women").click_accesskit();
    h.run();
    // A category prize is not shared unless ticked: the same rule as the command line's.
    type_into(&mut h, "Amount", "30000");
    // The place went on to 4 after three prizes, and starts again at 1 for the Women's list.
    click_button(&mut h, "Set prize");
    no_error(&h, "women's prize");
    let prizes = h.state().shared.awards.prizes.clone();
    assert_eq!(prizes.len(), 4, "{prizes:?}");
    assert!(
        prizes
            .iter()
            .any(|p| p.category == "Women" && p.place == 1 && !p.shared)
    );
    // P2 and P5 share 2nd-3rd: 50 000 each (federation.rs works it out); P4 takes Women's.
    assert_eq!(h.query_all_by_label("50,000\u{a0}₸").count(), 2);
    // 30 000: the prize's amount and what P4 receives in the list, and the prize defined.
    assert_eq!(h.query_all_by_label("30,000\u{a0}₸").count(), 3);
    // The Hort system: 55 000 and 45 000.
    click(&mut h, "Hort system");
    no_error(&h, "Hort");
    assert_eq!(h.state().shared.awards.ties, Ties::Hort);
    assert!(h.query_by_label("55,000\u{a0}₸").is_some());
    assert!(h.query_by_label("45,000\u{a0}₸").is_some());
    // An amount that is not one is refused by name, nothing stored.
    crate::drive::retype(&mut h, "Amount", "12 abc");
    click_button(&mut h, "Set prize");
    let (msg, error) = status(&h);
    assert!(error && msg.contains("12 abc"), "{msg}");
    assert_eq!(h.state().shared.awards.prizes.len(), 4);

    // Standings: the Women filter keeps the overall place beside the category's.
    view(&mut h, Key::Num6);
    assert!(h.query_by_label("P01").is_some());
    h.get_by_role_and_label(Role::ComboBox, "Category").click();
    h.run();
    h.get_by_label("Women").click_accesskit();
    h.run();
    assert!(h.query_by_label("P01").is_none(), "a man is not listed");
    assert!(h.query_by_label("P04").is_some());
    assert!(h.query_by_label("12-13").is_some(), "P12's overall place");
    assert!(
        h.query_by_label_contains("Category: women and girls")
            .is_some()
    );

    // Teams: Astana first with 11½; without the best-placed tie-break Shymkent and Kyzylorda
    // share 2nd-3rd.
    view(&mut h, Key::Num8);
    assert!(h.query_by_label("11½").is_some());
    assert!(h.query_by_label("1 P01; 6 P06; 21 P21").is_some());
    h.get_by_role_and_label(Role::CheckBox, "Best place")
        .click();
    h.run();
    no_error(&h, "team tie-breaks");
    assert_eq!(h.query_all_by_label("2-3").count(), 2);
    // The event's tab: Astana and Almaty on 27 half-points each, 13½.
    click(&mut h, "Kazakhstan championship 2026");
    assert_eq!(h.query_all_by_label("13½").count(), 2);
    // The girls' section: a column of the team standing and a line of the sections.
    assert_eq!(h.query_all_by_label("Girls").count(), 2);
    // Points for places instead (federation.rs: Almaty 22, Astana 19); a bad table is refused.
    click(&mut h, "points for places");
    type_into(&mut h, "Points for 1st, 2nd … place:", "10,8,x");
    click_button(&mut h, "Apply");
    assert!(status(&h).1, "refused: {:?}", status(&h));
    crate::drive::retype(&mut h, "Points for 1st, 2nd … place:", "10,8,6,5,4,3,2,1");
    click_button(&mut h, "Apply");
    no_error(&h, "points for places");
    let scoring = h
        .state()
        .shared
        .event
        .as_ref()
        .map(|(e, _)| e.scoring.clone());
    assert_eq!(
        scoring,
        Some(orda::tournament::teams::Scoring::Places(vec![
            10, 8, 6, 5, 4, 3, 2, 1
        ]))
    );
    assert!(h.query_by_label("22").is_some() && h.query_by_label("19").is_some());
    click(&mut h, "points scored");
    no_error(&h, "points again");
    assert_eq!(
        h.state()
            .shared
            .event
            .as_ref()
            .map(|(e, _)| e.scoring.clone()),
        Some(orda::tournament::teams::Scoring::Best)
    );

    // The exports follow what the views show: the Women's standings while the filter is on,
    // the prize list, the team standings, the whole event on one page.
    let dir = crate::util::scratch("window-awards");
    let export = |h: &mut egui_kittest::Harness<'static, OrdaApp>, e: Export| {
        let path = dir.join(format!("{e:?}.html"));
        h.state_mut().apply(Command::Export(e, path.clone()));
        no_error(h, &format!("{e:?}"));
        std::fs::read_to_string(&path).expect("written")
    };
    let women = export(&mut h, Export::StandingsHtml);
    assert!(women.contains("Women: standings after round 5") && !women.contains(">P01<"));
    let prizes = export(&mut h, Export::PrizesHtml);
    assert!(
        prizes.contains("55,000\u{a0}₸") && prizes.contains("45,000\u{a0}₸"),
        "Hort in the page"
    );
    let teams = export(&mut h, Export::TeamsHtml);
    assert!(teams.contains("Astana") && teams.contains("Counting players"));
    let event = export(&mut h, Export::EventHtml);
    assert_eq!(
        event.matches("<table>").count(),
        4,
        "overview, teams, two sections"
    );

    // Ratings after the last round, into the registry and back out.
    view(&mut h, Key::Num6);
    click_button(&mut h, "Apply ratings to the registry");
    let (msg, error) = status(&h);
    assert!(!error && msg.contains("40 ratings"), "{msg}");
    let t = h.state().shared.t.clone().expect("open");
    let p1 = t.entrant(1).expect("P1").player_id;
    let history: Vec<_> = h
        .state()
        .shared
        .history
        .iter()
        .filter(|c| c.player == p1)
        .map(|c| (c.before, c.change, c.after))
        .collect();
    assert_eq!(
        history,
        [(Some(1990), 20, Some(2010))],
        "federation.rs: P1 +20"
    );
    // A player's breakdown shows his history (the Women filter is still on: P04's).
    click(&mut h, "P04");
    assert!(h.query_by_label("Rating history").is_some());
    let p4 = t.entrant(4).expect("P4").player_id;
    let change = h
        .state()
        .shared
        .history
        .iter()
        .find(|c| c.player == p4)
        .map(|c| c.change);
    assert!(
        change.is_some_and(|c| h.query_all_by_label(&format!("{c:+}")).count() >= 1),
        "{change:?}"
    );
    // Another category closes it (issue 47: it stayed open over a list the player is not in).
    assert_eq!(h.state().standings.breakdown, Some(4));
    h.get_by_role_and_label(Role::ComboBox, "Category").click();
    h.run();
    h.get_by_label("All players").click_accesskit();
    h.run();
    assert_eq!(h.state().standings.breakdown, None);
    assert!(h.query_by_label("Rating history").is_none());
    click_button(&mut h, "Take the ratings back out");
    no_error(&h, "undo");
    assert!(h.query_by_label("Apply ratings to the registry").is_some());
}

#[test]
fn a_registry_player_is_offered_as_his_name_is_typed() {
    let mut h = window();
    // A new tournament of the same file: P01 is in the registry already.
    view(&mut h, Key::Num1);
    type_into(&mut h, "Name", "Cup 2027");
    click(&mut h, "Create");
    no_error(&h, "create");
    type_into(&mut h, "Name", "P01");
    assert!(h.query_by_label_contains("Registered before").is_some());
    click(&mut h, "P01, 1990, Astana");
    no_error(&h, "enter P01");
    let t = h.state().shared.t.clone().expect("open");
    assert_eq!(t.entrants.len(), 1);
    assert_eq!(
        (t.entrants[0].name.as_str(), t.entrants[0].rating),
        ("P01", Some(1990))
    );
    // Entered: no longer offered.
    type_into(&mut h, "Name", "P01");
    assert!(h.query_by_label("P01, 1990, Astana").is_none());
}
