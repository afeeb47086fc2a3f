/** The terminal's progress bar for `npm run import`: redrawn in place on a terminal, a line every 10% otherwise. */
export function progressBar(label: string, out: NodeJS.WriteStream = process.stderr) {
  let lastTenth = -1;
  const width = 30;
  return {
    update(done: number, total: number): void {
      const share = total > 0 ? Math.min(1, done / total) : 0;
      const text = `${label} ${Math.round(share * 100)
        .toString()
        .padStart(3)}%  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} rows`;
      if (out.isTTY) {
        const filled = Math.round(share * width);
        out.write(`\r${'#'.repeat(filled)}${'-'.repeat(width - filled)} ${text}`);
        return;
      }
      const tenth = Math.floor(share * 10);
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      out.write(`${text}\n`);
    },
    end(): void {
      if (out.isTTY) out.write('\n');
    },
  };
}
