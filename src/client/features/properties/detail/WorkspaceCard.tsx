import { DataList, useMatches } from '@mantine/core';
import type { PropertyDetailView } from '../../../../shared/property-view';
import { SectionCard } from './SectionCard';
import { backupPowerText, type BackupPower } from '../../../../shared/power';
import { IconDesk } from '@tabler/icons-react';
import { outageSummaryText } from '../../../../shared/outages';
import { trpc } from '../../../trpc';
import type { ReactNode } from 'react';
import { VerifiedSpeed } from '../../stays/VerifiedSpeed';

interface WorkspaceCardProps {
  propertyId: string;
  workspace: PropertyDetailView['workspace'];
  internetSpeed: number;
  backupPower: BackupPower;
}

/** 'Your Dedicated Workspace': the rows the host filled in, and always the internet speed (never empty). */
export function WorkspaceCard({ propertyId, workspace, internetSpeed, backupPower }: WorkspaceCardProps) {
  const outages = trpc.stays.outages.forProperty.useQuery({ propertyId });
  const rows: [string, ReactNode][] = [
    ['Desk setup', workspace.desk],
    ['Monitor', workspace.monitor],
    ['Lighting', workspace.lighting],
    ['Noise level', workspace.noise],
    ['Additional equipment', workspace.extras],
    ['Verified internet speed', <VerifiedSpeed propertyId={propertyId} declaredMbps={internetSpeed} />],
    ['Backup power', backupPowerText(backupPower)],
    ['Outages reported', outages.data ? outageSummaryText(outages.data) : null],
  ];
  // The values are sentences: on phones they read better under their label than squeezed beside it.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  return (
    <SectionCard title="Your Dedicated Workspace" icon={<IconDesk size={18} aria-hidden />}>
      <DataList withDivider labelWidth="10rem" size="sm" orientation={orientation}>
        {rows.map(([label, value]) =>
          value === null || (typeof value === 'string' && !value.trim()) ? null : (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {value}
              </DataList.ItemValue>
            </DataList.Item>
          ),
        )}
      </DataList>
    </SectionCard>
  );
}
