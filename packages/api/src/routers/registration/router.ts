import { ZPrivateRegistrationInput, ZPublicRegistrationInput, ZPublicRegistrationOutput } from "@vyc/validators";
import { router, verifiedProcedure } from "../../trpc";
import { registerPrivate } from "./register-private";
import { registerPublic } from "./register-public";

export const registrationRouter = router({
  public: verifiedProcedure
    .input(ZPublicRegistrationInput)
    .output(ZPublicRegistrationOutput)
    .mutation(registerPublic),
  private: verifiedProcedure
    .input(ZPrivateRegistrationInput)
    .output(ZPublicRegistrationOutput)
    .mutation(registerPrivate),
});
