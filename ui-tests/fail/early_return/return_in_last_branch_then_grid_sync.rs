//! Forward progress: the last block returns, then the grid meets at a barrier it
//! never reaches.
use cuda_sync::prelude::*;

#[kernel(cooperative)]
pub fn k(block: ThisBlock, partials: Global<f32>, arrivals: Global<u32>, cells: Global<u32>, grid: GridBarrier) {
    let leader = block.leader();
    let ticket = leader.take_ticket(arrivals.counter::<Device>(), AcqRel, leader.store(partials, 1.0f32));
    let arrival = block.broadcast_ticket(ticket);
    if let Some(last) = arrival.last() {
        leader.reset(last);
        return;
    }
    let synced = block.sync_grid(grid, cells.write_own(1u32));
}

fn main() {}
