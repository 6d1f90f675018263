//! Rule F1: two tile orders in one kernel (each statuses buffer holds one).
//! Block A may hold the lower ticket of one order and block B the lower
//! ticket of the other; each waits on the other forever.
use cuda_sync::prelude::*;

#[kernel]
pub fn scan_twice(
    block: ThisBlock,
    #[len(n)] input: &[i32],
    n: u64,
    #[len(blocks + 1)] first_status: Global<TileStatus<i32>>,
    #[len(blocks + 1)] second_status: Global<TileStatus<i32>>,
) {
    let first_statuses = first_status.tile_statuses::<Device>();
    let second_statuses = second_status.tile_statuses::<Device>();
    let first = block.draw_tile(&first_statuses);
    let second = block.draw_tile(&second_statuses);
    let first_scan = block.scan_tile(first, input, n, Sum);
    let second_scan = block.scan_tile(second, input, n, Sum);
    let a = first_statuses.publish(Release, first_statuses.write_aggregate(&first_scan));
    let b = second_statuses.publish(Release, second_statuses.write_aggregate(&second_scan));
    let first_looked = first_statuses.look_back(a, Acquire);
    let second_looked = second_statuses.look_back(b, Acquire);
}

fn main() {}
