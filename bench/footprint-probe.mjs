// Loaded into Herald by bench/footprint.ts (NODE_OPTIONS=--import=…): on SIGUSR2 the process writes its
// process.memoryUsage() to $FOOTPRINT_OUT.<pid>, so the bench can read the heap of a process it only
// started. It does nothing else (no timers), so it does not change what it measures.
import fs from "node:fs";

const out = process.env.FOOTPRINT_OUT;
if (out) {
  process.on("SIGUSR2", () => {
    // written whole, then renamed: the bench never reads half a file
    fs.writeFileSync(`${out}.${process.pid}.tmp`, JSON.stringify(process.memoryUsage()));
    fs.renameSync(`${out}.${process.pid}.tmp`, `${out}.${process.pid}`);
  });
}
