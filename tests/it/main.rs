//! Integration tests, one binary: the real game corpus, the command line as a user runs it, and
//! property tests over random playouts.

mod annulment;
mod architecture;
mod baku;
mod boundaries;
mod careless;
mod cli;
mod corpus;
mod database;
mod dialects;
mod drive;
mod dutch;
mod event;
mod faces_agree;
mod federation;
mod gui;
mod journal;
mod migrations;
mod mistakes;
mod paper;
mod props;
mod rating;
mod released;
mod store;
mod text;
mod tidy;
mod trf;
mod tumicarona;
mod upgrade;
mod util;
mod web;
mod window;
mod window_awards;
mod window_flows;
mod window_history;
mod words;
