import { ZPrivateRegistrationInput, ZPublicRegistrationInput, ZPublicRegistrationOutput } from "@vyc/validators";
import { router, verifiedProcedure } from "../../trpc";
import { registerPrivate } from "./register-private";
import { registerPublic } from "./register-public";

export const registrationRouter = router({
  public: verifiedProcedure
    .meta({ openapi: { method: "POST", path: "/register/public", protect: true, tags: ["registration"] } })
    .input(ZPublicRegistrationInput)
    .output(ZPublicRegistrationOutput)
    .mutation(registerPublic),
  private: verifiedProcedure
    .meta({ openapi: { method: "POST", path: "/register/private", protect: true, tags: ["registration"] } })
    .input(ZPrivateRegistrationInput)
    .output(ZPublicRegistrationOutput)
    .mutation(registerPrivate),
});
