//! A worker thread that holds one part of the server (the site's pages, or the desk that writes)
//! and does its jobs one at a time, taking them from the addresses that wait in turn: one job
//! of each address that has any, then again. So one address that sends many requests waits
//! behind its own, never in front of everybody else's.
//!
//! At most `most` jobs wait. When one more comes and the queue is full, the address that holds
//! the most places gives its newest one up (its requester is answered 503), unless the newcomer's
//! address holds as many itself, in which case the newcomer is refused: no address ever holds
//! more than its share of a full queue, and one alone may use all of it.
//!
//! A job whose requester has gone (its connection closed, its time up) is not done. A job that
//! panics is answered as one ([`Lost::Panicked`]), the part is told to drop what it kept
//! ([`Part::recover`]), and the worker goes on.

use std::collections::{HashMap, VecDeque};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;

use tokio::sync::oneshot;

use crate::peer::Net;

/// What a worker holds.
pub(crate) trait Part: Send + 'static {
    /// After a job panicked: drop whatever it may have left half made.
    fn recover(&mut self);
}

/// Why a job got no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Lost {
    /// The queue was full, or the job gave its place to another address's.
    Busy,
    /// The job panicked.
    Panicked,
}

type Run<S, R> = Box<dyn FnOnce(&mut S) -> R + Send>;

struct Job<S, R> {
    run: Run<S, R>,
    tx: oneshot::Sender<Result<R, Lost>>,
}

struct Queue<S, R> {
    by: HashMap<Net, VecDeque<Job<S, R>>>,
    /// The addresses with jobs, in the order they are served.
    turn: VecDeque<Net>,
    total: usize,
    most: usize,
    closed: bool,
}

struct Shared<S, R> {
    queue: Mutex<Queue<S, R>>,
    ready: Condvar,
}

impl<S, R> Shared<S, R> {
    fn lock(&self) -> MutexGuard<'_, Queue<S, R>> {
        self.queue.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// A part of the server on its own thread, with the fair queue in front of it.
pub(crate) struct Worker<S, R> {
    shared: Arc<Shared<S, R>>,
    thread: Mutex<Option<JoinHandle<()>>>,
}

impl<S: Part, R: Send + 'static> Worker<S, R> {
    /// Starts the thread `name` holding `part`, with at most `most` jobs waiting.
    pub(crate) fn start(name: &str, part: S, most: usize) -> std::io::Result<Worker<S, R>> {
        let shared = Arc::new(Shared {
            queue: Mutex::new(Queue {
                by: HashMap::new(),
                turn: VecDeque::new(),
                total: 0,
                most: most.max(1),
                closed: false,
            }),
            ready: Condvar::new(),
        });
        let mine = Arc::clone(&shared);
        let thread = std::thread::Builder::new()
            .name(name.into())
            .spawn(move || work(&mine, part))?;
        Ok(Worker {
            shared,
            thread: Mutex::new(Some(thread)),
        })
    }

    /// Does `run` for address `net` in its turn; its answer, or why none.
    pub(crate) async fn ask(
        &self,
        net: Net,
        run: impl FnOnce(&mut S) -> R + Send + 'static,
    ) -> Result<R, Lost> {
        let (tx, rx) = oneshot::channel();
        self.push(
            net,
            Job {
                run: Box::new(run),
                tx,
            },
        );
        rx.await.unwrap_or(Err(Lost::Busy))
    }

    fn push(&self, net: Net, job: Job<S, R>) {
        let mut q = self.shared.lock();
        if q.closed {
            let _ = job.tx.send(Err(Lost::Busy));
            return;
        }
        if q.total >= q.most {
            let mine = q.by.get(&net).map_or(0, VecDeque::len);
            // The address holding the most (any of them when several hold as many).
            let most =
                q.by.iter()
                    .map(|(n, jobs)| (jobs.len(), *n))
                    .max_by_key(|(len, _)| *len);
            match most {
                Some((len, other)) if other != net && len > mine + 1 => {
                    if let Some(given) = q.by.get_mut(&other).and_then(VecDeque::pop_back) {
                        let _ = given.tx.send(Err(Lost::Busy));
                        q.total -= 1;
                    }
                }
                _ => {
                    drop(q);
                    let _ = job.tx.send(Err(Lost::Busy));
                    return;
                }
            }
        }
        let jobs = q.by.entry(net).or_default();
        let first = jobs.is_empty();
        jobs.push_back(job);
        if first {
            q.turn.push_back(net);
        }
        q.total += 1;
        drop(q);
        self.shared.ready.notify_one();
    }

    /// Jobs waiting now.
    #[cfg(test)]
    fn waiting(&self) -> usize {
        self.shared.lock().total
    }

    /// Jobs of `net` waiting now.
    #[cfg(test)]
    fn waiting_from(&self, net: Net) -> usize {
        self.shared.lock().by.get(&net).map_or(0, VecDeque::len)
    }

    /// Refuses every job waiting and every new one, and waits for the thread to end (after
    /// the job it is doing).
    pub(crate) fn stop(&self) {
        {
            let mut q = self.shared.lock();
            q.closed = true;
            for (_, jobs) in q.by.drain() {
                for job in jobs {
                    let _ = job.tx.send(Err(Lost::Busy));
                }
            }
            q.turn.clear();
            q.total = 0;
        }
        self.shared.ready.notify_all();
        let thread = self
            .thread
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take();
        if let Some(t) = thread {
            let _ = t.join();
        }
    }
}

impl<S, R> Drop for Worker<S, R> {
    fn drop(&mut self) {
        let mut q = self.shared.lock();
        q.closed = true;
        drop(q);
        self.shared.ready.notify_all();
    }
}

/// The worker's loop: the next address's next job, until stopped.
fn work<S: Part, R>(shared: &Shared<S, R>, mut part: S) {
    loop {
        let job = {
            let mut q = shared.lock();
            loop {
                if q.closed {
                    return;
                }
                if let Some(net) = q.turn.pop_front() {
                    let (job, more) = match q.by.get_mut(&net) {
                        Some(jobs) => (jobs.pop_front(), !jobs.is_empty()),
                        None => (None, false),
                    };
                    if more {
                        q.turn.push_back(net);
                    } else {
                        q.by.remove(&net);
                    }
                    if let Some(job) = job {
                        q.total -= 1;
                        break job;
                    }
                    continue;
                }
                q = shared.ready.wait(q).unwrap_or_else(PoisonError::into_inner);
            }
        };
        // Its requester has gone: nobody would read the answer.
        if job.tx.is_closed() {
            continue;
        }
        let Job { run, tx } = job;
        match catch_unwind(AssertUnwindSafe(|| run(&mut part))) {
            Ok(answer) => {
                let _ = tx.send(Ok(answer));
            }
            Err(_) => {
                part.recover();
                let _ = tx.send(Err(Lost::Panicked));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::IpAddr;
    use std::sync::mpsc;

    /// A part that records whose job it did, and can be held at a gate.
    struct Log {
        done: Vec<u8>,
        recovered: usize,
    }

    impl Part for Log {
        fn recover(&mut self) {
            self.recovered += 1;
        }
    }

    fn net(n: u8) -> Net {
        IpAddr::from([10, 0, 0, n])
    }

    /// A runtime whose tasks run while the test waits on other things.
    fn runtime() -> tokio::runtime::Runtime {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .expect("runtime")
    }

    /// Holds the worker in a job until the returned sender is dropped or sent to.
    fn hold(rt: &tokio::runtime::Runtime, w: &Arc<Worker<Log, Vec<u8>>>) -> mpsc::Sender<()> {
        let (go, gate) = mpsc::channel::<()>();
        let (started_tx, started) = mpsc::channel::<()>();
        let w2 = Arc::clone(w);
        rt.spawn(async move {
            let _ = w2
                .ask(net(200), move |log: &mut Log| {
                    let _ = started_tx.send(());
                    let _ = gate.recv();
                    log.done.clone()
                })
                .await;
        });
        started.recv().expect("the worker started the held job");
        go
    }

    #[test]
    fn addresses_are_served_in_turn_not_in_the_order_they_came() {
        let rt = runtime();
        let w: Arc<Worker<Log, Vec<u8>>> = Arc::new(
            Worker::start(
                "test-fair",
                Log {
                    done: Vec::new(),
                    recovered: 0,
                },
                64,
            )
            .expect("starts"),
        );
        let go = hold(&rt, &w);
        // Address 1 sends ten jobs, then address 2 one: 2's is done second, not eleventh.
        let mut asked = Vec::new();
        for n in [1u8; 10].into_iter().chain([2]) {
            let mine = Arc::clone(&w);
            asked.push(rt.spawn(async move {
                mine.ask(net(n), move |log: &mut Log| {
                    log.done.push(n);
                    log.done.clone()
                })
                .await
            }));
            // Each is in the queue before the next is sent.
            while w.waiting() < asked.len() {
                std::thread::yield_now();
            }
        }
        drop(go);
        let mut last = Vec::new();
        for a in asked {
            let done = rt.block_on(a).expect("joins").expect("done");
            if done.len() > last.len() {
                last = done;
            }
        }
        assert_eq!(last.len(), 11);
        assert_eq!(&last[..3], &[1, 2, 1], "{last:?}");
        w.stop();
    }

    #[test]
    fn a_full_queue_takes_a_place_from_the_address_holding_the_most() {
        let rt = runtime();
        let w: Arc<Worker<Log, Vec<u8>>> = Arc::new(
            Worker::start(
                "test-full",
                Log {
                    done: Vec::new(),
                    recovered: 0,
                },
                4,
            )
            .expect("starts"),
        );
        let go = hold(&rt, &w);
        let ask = |n: u8| {
            let w = Arc::clone(&w);
            rt.spawn(async move { w.ask(net(n), move |_: &mut Log| vec![n]).await })
        };
        // Address 1 fills the queue ...
        let ones: Vec<_> = (0..4).map(|_| ask(1)).collect();
        while w.waiting() < 4 {
            std::thread::yield_now();
        }
        // ... and its fifth is refused at once: it holds the most already.
        assert_eq!(rt.block_on(ask(1)).expect("joins"), Err(Lost::Busy));
        // Address 2 gets a place: 1's newest gives way.
        let two = ask(2);
        while w.waiting_from(net(2)) == 0 {
            std::thread::yield_now();
        }
        assert_eq!((w.waiting(), w.waiting_from(net(1))), (4, 3));
        drop(go);
        assert_eq!(rt.block_on(two).expect("joins"), Ok(vec![2]));
        let ones: Vec<_> = ones
            .into_iter()
            .map(|h| rt.block_on(h).expect("joins"))
            .collect();
        assert_eq!(
            ones.iter().filter(|r| **r == Err(Lost::Busy)).count(),
            1,
            "{ones:?}"
        );
        assert_eq!(ones.last(), Some(&Err(Lost::Busy)), "the newest gave way");
        w.stop();
    }

    #[test]
    fn a_job_that_panics_is_answered_so_and_the_worker_goes_on() {
        let rt = runtime();
        let w: Worker<Log, Vec<u8>> = Worker::start(
            "test-panic",
            Log {
                done: vec![7],
                recovered: 0,
            },
            8,
        )
        .expect("starts");
        let lost = rt.block_on(w.ask(net(1), |_: &mut Log| -> Vec<u8> { panic!("made to") }));
        assert_eq!(lost, Err(Lost::Panicked));
        let after = rt.block_on(w.ask(net(1), |log: &mut Log| vec![log.recovered as u8]));
        assert_eq!(after, Ok(vec![1]));
        w.stop();
        assert_eq!(
            rt.block_on(w.ask(net(1), |_: &mut Log| Vec::new())),
            Err(Lost::Busy),
            "a stopped worker takes no job"
        );
    }
}
