import { PrivacyPolicyContent } from "./privacy-policy-content";
import { StaticPage } from "./static-page";

export function PrivacyPage() {
  return (
    <StaticPage title="Privacy Policy" lead="How the Vietnamese Youth Camps network handles the personal data of visitors, attendees and account holders.">
      <PrivacyPolicyContent />
    </StaticPage>
  );
}
