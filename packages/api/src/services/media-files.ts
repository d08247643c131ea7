/**
 * The media folder: files the API serves as they are (ADR 037), today the demo shorts' MP4s in
 * `<RENOVO_DATA_DIR>/media/videos/`. Production has none unless someone puts them there.
 */
import { join } from 'node:path';

/** The media folder of a data folder. */
export const mediaDirOf = (dataDir: string): string => join(dataDir, 'media');

/** A video file's name as the seed writes it (`{style}-{space}-{seed}.mp4`). */
export const VIDEO_FILE = /^\d{1,4}-\d{1,4}-\d{1,10}\.mp4$/;
