import { Building, Users, Wrench } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '#client/components/page-header';
import { StatCard } from '#client/components/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { LoadError } from '#client/components/ui/empty-state';
import { useCompany } from '../api/company-api';
import { usePortalSummary } from '../api/portal-api';
import { PortalDocumentsTab } from '../components/portal-documents-tab';
import { PortalMaintenanceTab } from '../components/portal-maintenance-tab';
import { PortalPropertiesTab } from '../components/portal-properties-tab';
import { PortalTenantsTab } from '../components/portal-tenants-tab';

const TABS = ['properties', 'tenants', 'maintenance', 'documents'] as const;
type Tab = (typeof TABS)[number];

/** The company's properties, tenants, their requests and documents (docs/product.md §19). */
export function LandlordPortalPage() {
  const company = useCompany();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((value) => value === params.get('tab')) ?? 'properties';
  return (
    <>
      <PageHeader
        title="Landlord Portal"
        description={
          company.data
            ? `${company.data.company.name}: your properties, tenants and their requests.`
            : 'Your properties, tenants and their requests.'
        }
      />
      {company.isError ? (
        <LoadError title="Error fetching company data" onRetry={() => company.refetch()} />
      ) : (
        company.isSuccess && (
          <Portal
            isAdmin={company.data.role === 'Admin'}
            tab={tab}
            onTab={(next) => setParams({ tab: next }, { replace: true })}
          />
        )
      )}
    </>
  );
}

function Portal({ isAdmin, tab, onTab }: { isAdmin: boolean; tab: Tab; onTab: (tab: Tab) => void }) {
  const summary = usePortalSummary();
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label="Properties"
          value={summary.data?.properties}
          icon={<Building className="size-5" aria-hidden />}
        />
        <StatCard
          label="Active Tenants"
          value={summary.data?.activeTenants}
          icon={<Users className="size-5" aria-hidden />}
        />
        <StatCard
          label="Open Maintenance"
          value={summary.data?.openRequests}
          icon={<Wrench className="size-5" aria-hidden />}
        />
      </div>
      <Tabs value={tab} onValueChange={(value) => onTab(value as Tab)}>
        <TabsList aria-label="Landlord portal">
          <TabsTrigger value="properties">Properties</TabsTrigger>
          <TabsTrigger value="tenants">Tenants</TabsTrigger>
          <TabsTrigger value="maintenance">Maintenance</TabsTrigger>
          <TabsTrigger value="documents">Documents</TabsTrigger>
        </TabsList>
        <TabsContent value="properties">
          <PortalPropertiesTab isAdmin={isAdmin} />
        </TabsContent>
        <TabsContent value="tenants">
          <PortalTenantsTab />
        </TabsContent>
        <TabsContent value="maintenance">
          <PortalMaintenanceTab />
        </TabsContent>
        <TabsContent value="documents">
          <PortalDocumentsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
