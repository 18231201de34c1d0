// Does ThreadSanitizer report a race on Synchronization.Mutex used alone? (issue 11 item 9;
// the reason for tools/sanitizers/tsan.supp). With Swift 6.3.1 it does: four threads append
// 200,000 times each under one Mutex, the count is right (800000, no update lost), and TSan
// reports a "Swift access race" inside withLock. Mutex's fast path is an inlined atomic that
// TSan sees; a contended lock waits in the uninstrumented libswiftSynchronization (_lockSlow, a
// futex), whose handover TSan does not see as synchronisation. Run it again after a toolchain
// update; when it prints no WARNING, drop the suppression:
//   swiftc -sanitize=thread -g tools/sanitizers/mutex-race.swift -o /tmp/mutex-race && /tmp/mutex-race
import Glibc
import Synchronization

final class Counter: Sendable {
    let state = Mutex([Int]())
}
let counter = Counter()
var threads: [pthread_t] = []
for _ in 0..<4 {
    var thread = pthread_t()
    pthread_create(&thread, nil, { _ in
        for i in 0..<200_000 { counter.state.withLock { $0.append(i) } }
        return nil
    }, nil)
    threads.append(thread)
}
for thread in threads { pthread_join(thread, nil) }
print(counter.state.withLock { $0.count })
