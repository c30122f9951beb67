import { confirmGuardianConsent, deleteAccount, exportAccountData, recordPaperConsent, resendGuardianConsent, revealHealthNotes, viewGuardianConsent } from "@vyc/domain/privacy";
import { ZDeleteAccountInput, ZGuardianConsentConfirmInput, ZGuardianConsentView, ZGuardianConsentViewInput, ZHealthNotes, ZPrivacySettings, ZTicketIdInput } from "@vyc/validators";
import { z } from "zod";
import { protectedProcedure, publicProcedure, router, staffProcedure } from "../../trpc";

/**
 * Guardians' consent through their personal link, staff's logged access to health notes and paper
 * consents, the user's own data (its download and the deletion of the account), and the settings
 * the privacy policy states.
 */
export const privacyRouter = router({
  settings: publicProcedure.input(z.void()).output(ZPrivacySettings).query(({ ctx }) => ({ healthDataRetentionDays: ctx.config.healthDataRetentionDays })),
  guardianConsent: publicProcedure.input(ZGuardianConsentViewInput).output(ZGuardianConsentView).query(({ ctx, input }) => viewGuardianConsent(ctx.db, input)),
  confirmGuardianConsent: publicProcedure
    .input(ZGuardianConsentConfirmInput)
    .output(z.object({ confirmed: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await confirmGuardianConsent(ctx.db, input, ctx.clock.now());
      return { confirmed: true as const };
    }),
  healthNotes: staffProcedure.input(ZTicketIdInput).output(ZHealthNotes).mutation(({ ctx, input }) => revealHealthNotes(ctx.db, ctx.user.id, input.ticketId, ctx.clock.now())),
  recordPaperConsent: staffProcedure
    .input(ZTicketIdInput)
    .output(z.object({ recorded: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await recordPaperConsent(ctx.db, ctx.user.id, input.ticketId, ctx.clock.now());
      return { recorded: true as const };
    }),
  resendGuardianConsent: staffProcedure
    .input(ZTicketIdInput)
    .output(z.object({ sent: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await resendGuardianConsent({ db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl }, ctx.user.id, input.ticketId, ctx.clock.now());
      return { sent: true as const };
    }),
  exportMyData: protectedProcedure.input(z.void()).mutation(({ ctx }) => exportAccountData(ctx.db, ctx.user.id, ctx.clock.now())),
  deleteMyAccount: protectedProcedure
    .input(ZDeleteAccountInput)
    .output(z.object({ deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await deleteAccount({ db: ctx.db, rateLimits: ctx.rateLimits }, ctx.user.id, input.password, ctx.ip, ctx.clock.now());
      return { deleted: true as const };
    }),
});
