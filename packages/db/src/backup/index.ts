export { createBackup, listBackups } from "./backup-archive";
export { databaseProblems, restoreBackup } from "./restore-backup";
