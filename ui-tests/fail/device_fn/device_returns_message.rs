//! Class M: a message returned from a device function proves nothing.
use cuda_sync::prelude::*;

use cuda_sync::message::Message;
use cuda_sync::publish::{Acquired, Released};

#[device]
fn seen(m: Message<Released, Acquired, Channel<f32, Released>>) -> Message<Released, Acquired, Channel<f32, Released>> {
    m
}

fn main() {}
