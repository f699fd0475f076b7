//! One module per screen; each owns its state, its messages and its view.

pub mod custom_body;
pub mod hero_realms_body;
pub mod history;
pub mod home;
pub mod karth_body;
pub mod kharnage_body;
pub mod koth_body;
pub mod log;
pub mod play;
pub mod players_form;
pub mod settings;
pub mod setup;
pub mod setup_custom;
pub mod setup_hero_realms;
pub mod setup_karth;
pub mod setup_kharnage;
pub mod setup_koth;
