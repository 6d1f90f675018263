
#line 16 "src/ring_queue.rs"
extern "C" __global__ void ring_queue(Global<unsigned long long> items, Global<unsigned int> turns, Global<unsigned int> tail, unsigned int count__arg, Output<unsigned long long> consumed) {
const ThisBlock block{};
const Uniform<unsigned int> count{count__arg};

#line 24 "src/ring_queue.rs"
auto queue = block.queue(items, turns, tail);

#line 25 "src/ring_queue.rs"
auto capacity = queue.capacity();

#line 26 "src/ring_queue.rs"
if (auto producer__option = queue.producer(); producer__option.is_some()) {
auto producer = producer__option.unwrap();

#line 27 "src/ring_queue.rs"
for (auto k : range(lit(0u), count)) {

#line 28 "src/ring_queue.rs"
auto slot = (k % capacity);

#line 29 "src/ring_queue.rs"
auto lap = (k / capacity);

#line 30 "src/ring_queue.rs"
auto room = producer.wait_for_room(slot, lap);

#line 31 "src/ring_queue.rs"
auto written = producer.write(room, (((cast<unsigned long long>(k) * lit(3ull)) + lit(1ull))).get());

#line 32 "src/ring_queue.rs"
producer.publish(lap, Release, written);
}
} else if ((block.index() > lit(0u))) {

#line 35 "src/ring_queue.rs"
auto k = queue.claim();

#line 36 "src/ring_queue.rs"
while ((k < count)) {

#line 37 "src/ring_queue.rs"
auto slot = (k % capacity);

#line 38 "src/ring_queue.rs"
auto lap = (k / capacity);

#line 39 "src/ring_queue.rs"
auto message = queue.wait_for_item(slot, lap, Acquire);

#line 40 "src/ring_queue.rs"
consumed[cast<unsigned long long>(k)] = queue.read(message);

#line 41 "src/ring_queue.rs"
queue.free(lap, message);

#line 42 "src/ring_queue.rs"
k = queue.claim();
}
}
}
