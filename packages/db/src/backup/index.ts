export { createBackup, listBackups, pruneBackups, type BackupManifest, type BackupOptions } from "./backup-archive";
export { databaseProblems, restoreBackup, type RestoreOptions, type RestoreReport } from "./restore-backup";
