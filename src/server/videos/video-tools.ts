import { execFile } from 'node:child_process';

/** The programs that read video (config: FFMPEG_PATH, FFPROBE_PATH); unset when none was found. */
export type VideoTools = { ffmpeg: string | undefined; ffprobe: string | undefined };

/** A clip is short (docs/product.md §34): a program still busy after this is stopped. */
const TOOL_TIMEOUT_MS = 60_000;
const TOOL_OUTPUT_MAX_BYTES = 4 * 1024 * 1024;

/** The program is missing, cannot be started, or ran out of time: the server's fault, not the clip's. */
export class VideoToolsUnavailableError extends Error {
  override name = 'VideoToolsUnavailableError';
}

/** The program ran and refused the file: it is not a video it can read. */
export class VideoToolRefusedError extends Error {
  override name = 'VideoToolRefusedError';
}

/**
 * Runs ffmpeg or ffprobe without a shell on files this server wrote, reading only local files (a
 * crafted file cannot make it fetch a URL) and, for ffmpeg, nothing from stdin, within the time
 * limit. `args` start with the options of the input. Resolves to what it printed on stdout.
 */
export function runVideoTool(tools: VideoTools, tool: keyof VideoTools, args: string[]): Promise<string> {
  const program = tools[tool];
  if (!program) return Promise.reject(new VideoToolsUnavailableError(`No ${tool} is configured`));
  const quiet = ['-hide_banner', '-loglevel', 'error', '-protocol_whitelist', 'file'];
  return new Promise((resolve, reject) => {
    execFile(
      program,
      tool === 'ffmpeg' ? ['-nostdin', ...quiet, ...args] : [...quiet, ...args],
      {
        timeout: TOOL_TIMEOUT_MS,
        killSignal: 'SIGKILL',
        maxBuffer: TOOL_OUTPUT_MAX_BYTES,
        windowsHide: true,
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        if (typeof error.code === 'string' || error.killed) {
          // ENOENT or EACCES (not there, not runnable), or stopped at the time limit.
          return reject(new VideoToolsUnavailableError(`${tool} could not run: ${error.message}`));
        }
        reject(new VideoToolRefusedError(`${tool} refused the file: ${stderr.trim().slice(0, 500)}`));
      },
    );
  });
}
