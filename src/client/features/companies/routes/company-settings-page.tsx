import { PageHeader } from '#client/components/page-header';
import { ListState } from '#client/components/list-state';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { ApiAccessNote, ApiKeysCard, WebhooksCard } from '#client/features/settings';
import { useCompany, useTeam } from '../api/company-api';
import { BillingCard } from '../components/billing-card';
import { CompanyProfileCard } from '../components/company-profile-card';
import { EmailSetupCard } from '../components/email-setup-card';
import { InviteMemberForm } from '../components/invite-member-form';
import { PendingInvitations, TeamMembers } from '../components/team-members';

/** The company's profile, its team, its plan and its email setup (docs/product.md §18). */
export function CompanySettingsPage() {
  const company = useCompany();
  const isAdmin = company.data?.role === 'Admin';
  const team = useTeam(company.isSuccess);
  return (
    <>
      <PageHeader title="Company Settings" description="Your company profile, your team and your plan." />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <CompanyProfileCard
            key={company.data?.company.id}
            company={company.data?.company}
            canEdit={isAdmin || !company.data}
          />
          <Card>
            <CardHeader
              title="Team"
              description={
                isAdmin
                  ? 'Invite colleagues, choose their role, or remove them.'
                  : 'The people who run your company with you.'
              }
            />
            <CardBody className="space-y-4">
              {isAdmin && <InviteMemberForm />}
              <ListState
                query={company.isSuccess ? team : company}
                isEmpty={false}
                errorTitle="Error fetching company data"
                empty={null}
              >
                <TeamMembers members={team.data?.members ?? []} canManage={isAdmin} />
                <PendingInvitations invitations={team.data?.invitations ?? []} canManage={isAdmin} />
              </ListState>
            </CardBody>
          </Card>
          {isAdmin && (
            <>
              <ApiAccessNote />
              <ApiKeysCard base="/api/company" company />
              <WebhooksCard base="/api/company" company />
            </>
          )}
        </div>
        <div className="space-y-6">
          <BillingCard />
          <EmailSetupCard />
        </div>
      </div>
    </>
  );
}
