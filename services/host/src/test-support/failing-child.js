// A child that fails before it is ready (like a bad config).
process.exit(3);
