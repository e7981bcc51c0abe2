//! Stores beyond SQL, each through its real crate: MongoDB's BSON (`bson`), Redis (a
//! throwaway `redis-server`) and CQL values for Cassandra and ScyllaDB (`scylla`).

mod bson;
mod coverage;
mod redis;
mod scylla;
