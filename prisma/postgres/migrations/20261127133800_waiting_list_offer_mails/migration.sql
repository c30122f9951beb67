-- Running offers whose e-mail had not gone out are mailed by the outbox worker.
INSERT INTO "OutboxMessage" ("kind", "payload", "nextAttemptAt", "createdAt")
SELECT 'waiting-list.offer', '{"entryId":' || w."id" || '}', w."offeredAt", w."offeredAt"
FROM "WaitingListEntry" w WHERE w."status" = 'offered' AND w."offerTokenHash" IS NULL AND w."offeredAt" IS NOT NULL;
