//! The yardstick for start-up time and memory: a bare iced window with the
//! same iced features, renderer, font and window size (1280x800, as
//! `tablekeeper::ui::WINDOW_SIZE`) as Tablekeeper, showing one line: the
//! renderer's buffers grow with the window, so a smaller yardstick would
//! count them against the app. `benches/startup.py` measures both.

use iced::widget::text;
use iced::{Element, Font};

fn view(_state: &()) -> Element<'_, ()> {
    text("Tablekeeper yardstick").size(40).into()
}

fn main() -> iced::Result {
    iced::application(|| (), |_state: &mut (), _message: ()| {}, view)
        .title("bare iced window")
        .default_font(Font::with_name("Fira Sans"))
        .window_size((1280.0, 800.0))
        .run()
}
