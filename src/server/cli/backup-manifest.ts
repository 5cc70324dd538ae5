import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const MANIFEST = 'backup.json';

/** backup.json: what a backup folder holds, written by `npm run backup`. */
export const manifestSchema = z.object({
  dialect: z.enum(['sqlite', 'postgres']),
  /** The database's file in the folder. */
  database: z.string().min(1),
  createdAt: z.string(),
  version: z.string(),
  files: z.number().int().min(0),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** A backup folder a restore may read: its manifest, and where its database file really is. */
export interface BackupToRestore {
  folder: string;
  manifest: Manifest;
  databaseFile: string;
}

/**
 * Reads a backup folder's manifest and resolves the database file it names inside the folder (the
 * folder itself by its real path): a name that leads out of it (`..`, an absolute path elsewhere), or
 * that is a symbolic link or passes through one, is refused before anything is restored.
 */
export function readBackupFolder(source: string): BackupToRestore {
  const named = path.resolve(source);
  const manifestFile = path.join(named, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new Error(`${named} is not a backup folder (no ${MANIFEST})`);
  const folder = fs.realpathSync(named);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(plainFileInside(folder, MANIFEST), 'utf8'));
  } catch (error) {
    throw new Error(`${MANIFEST} in ${folder} cannot be read: ${(error as Error).message}`, { cause: error });
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) throw new Error(`${MANIFEST} in ${folder} is not a backup's manifest`);
  return { folder, manifest: manifest.data, databaseFile: plainFileInside(folder, manifest.data.database) };
}

/**
 * `name` as a file of `folder` (a real path): refused unless it resolves inside the folder, exists, and
 * neither it nor any folder on its way is a symbolic link.
 */
export function plainFileInside(folder: string, name: string): string {
  const file = path.resolve(folder, name);
  const relative = path.relative(folder, file);
  if (relative === '' || relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
    throw new Error(`The backup names "${name}", which is outside ${folder}: nothing was restored`);
  }
  const stat = fs.lstatSync(file, { throwIfNoEntry: false });
  if (!stat) throw new Error(`${folder} lacks its ${name}`);
  if (stat.isSymbolicLink() || fs.realpathSync(file) !== file) {
    throw linkRefused(name);
  }
  if (!stat.isFile()) throw new Error(`The backup's "${name}" is not a file: nothing was restored`);
  return file;
}

/**
 * The files under a folder of the backup (`event-images`), relative to it; none when the folder is
 * absent. Refused when the folder or anything in it is a symbolic link: a restore copies only what
 * the backup itself holds.
 */
export function backupFilesUnder(folder: string, name: string): string[] {
  const under = path.join(folder, name);
  const stat = fs.lstatSync(under, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isSymbolicLink()) throw linkRefused(name);
  if (!stat.isDirectory()) throw new Error(`The backup's "${name}" is not a folder: nothing was restored`);
  // A recursive listing does not follow links: every entry found lies inside the folder.
  const entries = fs.readdirSync(under, { recursive: true, withFileTypes: true });
  const link = entries.find((entry) => entry.isSymbolicLink());
  if (link) throw linkRefused(path.relative(folder, path.join(link.parentPath, link.name)));
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(under, path.join(entry.parentPath, entry.name)));
}

const linkRefused = (name: string) =>
  new Error(`The backup's "${name}" is a symbolic link: a backup holds only its own files; nothing was restored`);
