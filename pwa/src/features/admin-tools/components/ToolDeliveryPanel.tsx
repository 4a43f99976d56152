import { AsyncContent } from '../../../components/ui/AsyncContent';
import { useToolDelivery, useToolHolders } from '../api/toolDeliveryApi';
import { DeliverySettingsForm } from './DeliverySettingsForm';
import { DownloadSection } from './DownloadSection';
import { LicenceKeysSection } from './LicenceKeysSection';
import { ToolHoldersSection } from './ToolHoldersSection';

/**
 * "Giao hàng" of one tool in /admin/tools (docs/tools.md): how buyers receive it, the key pool or the
 * installer of the method saved, and who holds access with the actions on each buyer.
 */
export function ToolDeliveryPanel({ toolId }: { toolId: string }) {
  const delivery = useToolDelivery(toolId);
  const holders = useToolHolders(toolId);

  return (
    <div className="mt-4 min-w-0 space-y-6 border-t border-slate-200 pt-4 dark:border-slate-800" data-testid="tool-delivery">
      <AsyncContent result={delivery} errorText="Không tải được cách giao hàng." loadingLabel="Đang tải cách giao hàng..." retry>
        {(current) => (
          <div className="space-y-6">
            <DeliverySettingsForm toolId={toolId} delivery={current} />
            {current.deliveryMethod === 'licence_key' ? <LicenceKeysSection toolId={toolId} delivery={current} /> : null}
            {current.deliveryMethod === 'download' ? <DownloadSection toolId={toolId} delivery={current} /> : null}
          </div>
        )}
      </AsyncContent>
      <ToolHoldersSection holders={holders} method={delivery.data?.deliveryMethod} />
    </div>
  );
}
