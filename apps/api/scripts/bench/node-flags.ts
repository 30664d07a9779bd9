/**
 * The Node flags `npm start` runs the server with (package.json "start"; decision 31): the
 * bench starts the app with the same, so it measures what people run.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64", "--no-memory-reducer"];
