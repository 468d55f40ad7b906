-- A throttle's window opens at the first attempt it counts and lasts its length, instead of being one of the clock's
-- fixed windows (the minute, the hour), where the same few attempts were refused or not depending on the second they
-- began. One row per bucket: its current window.
delete from throttle_hits older
  using throttle_hits newer
  where newer.bucket = older.bucket and newer.window_start > older.window_start;
alter table throttle_hits drop constraint throttle_hits_pkey;
alter table throttle_hits add primary key (bucket);
