// Unit tests run in UTC so date formatting is the same on every machine.
process.env.TZ = 'UTC';
