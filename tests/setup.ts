// Shared test setup: keep logs quiet unless a test asks for them.
process.env.LOG_LEVEL ??= "silent";
