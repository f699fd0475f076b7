//! The yardstick for start-up time and memory: a bare iced window with the
//! same iced features, renderer and font as Tablekeeper, showing one line.
//! `benches/startup.py` measures both and compares.

use iced::widget::text;
use iced::{Element, Font};

fn view(_state: &()) -> Element<'_, ()> {
    text("Tablekeeper yardstick").size(40).into()
}

fn main() -> iced::Result {
    iced::application(|| (), |_state: &mut (), _message: ()| {}, view)
        .title("bare iced window")
        .default_font(Font::with_name("Fira Sans"))
        .window_size((1024.0, 700.0))
        .run()
}
