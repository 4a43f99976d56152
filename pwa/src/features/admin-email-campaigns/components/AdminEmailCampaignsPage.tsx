import { useState } from 'react';
import toast from 'react-hot-toast';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Icon } from '../../../components/ui/Icon';
import { ApiError } from '../../../lib/http/ApiError';
import { errorMessage } from '../../../lib/http/errorMessage';
import { toastError } from '../../../lib/http/toastError';
import {
  useDeleteCampaign,
  useDeleteScenario,
  useMoveCampaign,
  useScenarios,
  useSendCampaignTest,
  useUpdateCampaign,
  useUpdateScenario,
  type Campaign,
  type Scenario,
} from '../api/emailCampaignsApi';
import { withStatus } from '../scenarioDraft';
import { CampaignEditorModal } from './CampaignEditorModal';
import type { DraggedCampaign } from './CampaignItem';
import { CatalogProvider } from './catalog';
import { ScenarioCard } from './ScenarioCard';
import { ScenarioEditorModal } from './ScenarioEditorModal';
import { SendingLimitsModal } from './SendingLimitsModal';
import { SuppressionListModal } from './SuppressionListModal';

type Deletion = { kind: 'scenario'; scenario: Scenario } | { kind: 'campaign'; campaign: Campaign };
/** What could not be deleted because it has sent mail: the server's message and the offer to pause it instead. */
type PauseOffer = Deletion & { message: string };

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** The campaign sent back as it is but paused (the update takes every field). */
const pausedCampaign = (campaign: Campaign) => ({
  templateId: campaign.templateId,
  name: campaign.name,
  subject: campaign.subject,
  delayMinutes: campaign.delayMinutes,
  audience: campaign.audience,
  status: 'paused' as const,
});

/**
 * /admin/email-campaigns: the scenarios (automations and broadcasts) with their campaigns as timelines.
 * Scenarios are created, edited, paused and deleted here; campaigns are added, edited, sent as a test,
 * moved to another scenario (menu or drag and drop) and deleted; the sending limits and the suppression list open in dialogs.
 */
export default function AdminEmailCampaignsPage() {
  const list = useScenarios();
  const scenarios = list.data ?? [];
  // Each write puts the server's answer into the loaded scenarios itself (api/emailCampaignsApi.ts).
  const updateScenario = useUpdateScenario();
  const updateCampaign = useUpdateCampaign();
  const deleteScenario = useDeleteScenario();
  const deleteCampaign = useDeleteCampaign();
  const moveCampaign = useMoveCampaign();
  const sendCampaignTest = useSendCampaignTest();
  const [scenarioEditor, setScenarioEditor] = useState<{ scenario?: Scenario } | null>(null);
  const [campaignEditor, setCampaignEditor] = useState<{ scenario: Scenario; campaign?: Campaign } | null>(null);
  const [limitsOpen, setLimitsOpen] = useState(false);
  const [suppressionsOpen, setSuppressionsOpen] = useState(false);
  const [toDelete, setToDelete] = useState<Deletion | null>(null);
  const [pauseOffer, setPauseOffer] = useState<PauseOffer | null>(null);
  const [working, setWorking] = useState(false);
  const [busyScenarioId, setBusyScenarioId] = useState<string | null>(null);
  const [dragged, setDragged] = useState<DraggedCampaign | null>(null);
  const testingId = sendCampaignTest.isPending ? (sendCampaignTest.variables ?? null) : null;

  const toggleStatus = async (scenario: Scenario) => {
    const next = scenario.status === 'active' ? 'paused' : 'active';
    setBusyScenarioId(scenario._id);
    try {
      await updateScenario.mutateAsync({ id: scenario._id, input: withStatus(scenario, next) });
      toast.success(next === 'paused' ? `Đã tạm dừng "${scenario.name}".` : `"${scenario.name}" đang chạy.`);
    } catch (error) {
      toastError(error, 'Không thể đổi trạng thái kịch bản.');
    } finally {
      setBusyScenarioId(null);
    }
  };

  const move = async (campaignId: string, fromId: string, toId: string) => {
    const from = scenarios.find((scenario) => scenario._id === fromId);
    const to = scenarios.find((scenario) => scenario._id === toId);
    const campaign = from?.campaigns.find((item) => item._id === campaignId);
    if (!from || !to || !campaign || fromId === toId) return;
    try {
      await moveCampaign.mutateAsync({ id: campaignId, fromId, toId });
      toast.success(`Đã chuyển "${campaign.name}" sang "${to.name}".`);
    } catch (error) {
      // Moved elsewhere meanwhile (409): the scenarios are refetched to show where it is now.
      toastError(error, 'Không thể chuyển chiến dịch.');
    }
  };

  const sendTest = async (campaign: Campaign) => {
    try {
      toast.success(await sendCampaignTest.mutateAsync(campaign._id));
    } catch (error) {
      toastError(error, 'Không thể gửi thư thử.');
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setWorking(true);
    try {
      if (toDelete.kind === 'scenario') {
        toast.success(await deleteScenario.mutateAsync(toDelete.scenario._id));
      } else {
        toast.success(await deleteCampaign.mutateAsync(toDelete.campaign));
      }
    } catch (error) {
      const current = toDelete.kind === 'scenario' ? toDelete.scenario.status : toDelete.campaign.status;
      // It has sent mail: deleting would lose the results, so the server suggests pausing; offer just that.
      if (isConflict(error) && (current === 'active' || current === 'draft')) setPauseOffer({ ...toDelete, message: errorMessage(error) });
      else toastError(error, 'Không thể xóa.');
    } finally {
      setWorking(false);
      setToDelete(null);
    }
  };

  const pauseInstead = async () => {
    if (!pauseOffer) return;
    setWorking(true);
    try {
      if (pauseOffer.kind === 'scenario') {
        await updateScenario.mutateAsync({ id: pauseOffer.scenario._id, input: withStatus(pauseOffer.scenario, 'paused') });
        toast.success(`Đã tạm dừng "${pauseOffer.scenario.name}".`);
      } else {
        const { campaign } = pauseOffer;
        await updateCampaign.mutateAsync({ id: campaign._id, input: pausedCampaign(campaign) });
        toast.success(`Đã tạm dừng "${campaign.name}".`);
      }
    } catch (error) {
      toastError(error, 'Không thể tạm dừng.');
    } finally {
      setWorking(false);
      setPauseOffer(null);
    }
  };

  const scenarioSaved = (_scenario: Scenario, created: boolean) => {
    setScenarioEditor(null);
    toast.success(created ? 'Đã tạo kịch bản.' : 'Đã lưu kịch bản.');
  };

  const campaignSaved = (_campaign: Campaign, created: boolean) => {
    setCampaignEditor(null);
    toast.success(created ? 'Đã thêm chiến dịch.' : 'Đã lưu chiến dịch.');
  };

  const running = scenarios.filter((scenario) => scenario.status === 'active').length;
  const campaignCount = scenarios.reduce((sum, scenario) => sum + scenario.campaigns.length, 0);

  let deleteTitle = '';
  let deleteMessage = '';
  if (toDelete?.kind === 'scenario') {
    deleteTitle = 'Xóa kịch bản';
    deleteMessage = `Xóa kịch bản "${toDelete.scenario.name}" cùng ${toDelete.scenario.campaigns.length} chiến dịch của nó? Kịch bản đã gửi thư thì không xóa được: hãy tạm dừng.`;
  } else if (toDelete?.kind === 'campaign') {
    deleteTitle = 'Xóa chiến dịch';
    deleteMessage = `Xóa chiến dịch "${toDelete.campaign.name}"? Người đang chờ thư này sẽ chuyển sang bước tiếp theo.`;
  }

  return (
    <CatalogProvider>
      <div className="min-w-0 space-y-6" data-testid="admin-email-campaigns-page">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Chiến dịch email</h1>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              Kịch bản tự động và thư gửi hàng loạt: mỗi kịch bản bắt đầu từ một sự kiện, rồi gửi lần lượt các chiến dịch tới đúng người.
            </p>
            {list.data && scenarios.length > 0 ? (
              <p className="mt-1 text-sm text-slate-500 dark:text-slate-400" data-testid="email-campaigns-summary">
                {scenarios.length} kịch bản · {running} đang chạy · {campaignCount} chiến dịch
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-secondary" onClick={() => setLimitsOpen(true)}>
              <Icon name="settings" className="h-4 w-4" /> Giới hạn gửi
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setSuppressionsOpen(true)}>
              <Icon name="shield" className="h-4 w-4" /> Danh sách chặn
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setScenarioEditor({})} data-testid="add-scenario">
              <Icon name="plus" className="h-4 w-4" /> Tạo kịch bản
            </button>
          </div>
        </header>

        {scenarios.length > 1 ? (
          <p className="flex items-start gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-400">
            <Icon name="sparkles" className="mt-0.5 h-4 w-4 shrink-0" />
            Kéo biểu tượng ⠿ của một chiến dịch và thả vào kịch bản khác để chuyển nó sang đó, hoặc dùng nút “Chuyển sang kịch bản…”.
          </p>
        ) : null}

        <AsyncListBody
          status={list.status}
          itemCount={scenarios.length}
          errorText={errorMessage(list.error, 'Không thể tải các kịch bản email.')}
          emptyText="Chưa có kịch bản email nào. Tạo kịch bản đầu tiên để bắt đầu gửi thư."
          onRetry={() => void list.refetch()}
          testId="email-scenarios"
        >
          <div className="space-y-6">
            {scenarios.map((scenario) => (
              <ScenarioCard
                key={scenario._id}
                scenario={scenario}
                scenarios={scenarios}
                dragged={dragged}
                busy={busyScenarioId === scenario._id}
                testingId={testingId}
                onToggleStatus={() => void toggleStatus(scenario)}
                onEdit={() => setScenarioEditor({ scenario })}
                onDelete={() => setToDelete({ kind: 'scenario', scenario })}
                onAddCampaign={() => setCampaignEditor({ scenario })}
                onEditCampaign={(campaign) => setCampaignEditor({ scenario, campaign })}
                onDeleteCampaign={(campaign) => setToDelete({ kind: 'campaign', campaign })}
                onTestCampaign={(campaign) => void sendTest(campaign)}
                onMoveCampaign={(campaign, target) => void move(campaign._id, scenario._id, target)}
                onDragStart={setDragged}
                onDragEnd={() => setDragged(null)}
                onDrop={(payload) => {
                  setDragged(null);
                  void move(payload.campaignId, payload.scenarioId, scenario._id);
                }}
              />
            ))}
          </div>
        </AsyncListBody>

        {scenarioEditor ? <ScenarioEditorModal scenario={scenarioEditor.scenario} onClose={() => setScenarioEditor(null)} onSaved={scenarioSaved} /> : null}
        {campaignEditor ? (
          <CampaignEditorModal scenario={campaignEditor.scenario} campaign={campaignEditor.campaign} onClose={() => setCampaignEditor(null)} onSaved={campaignSaved} />
        ) : null}
        {limitsOpen ? (
          <SendingLimitsModal
            onClose={() => setLimitsOpen(false)}
            onSaved={() => {
              setLimitsOpen(false);
              toast.success('Đã lưu giới hạn gửi.');
            }}
          />
        ) : null}
        {suppressionsOpen ? <SuppressionListModal onClose={() => setSuppressionsOpen(false)} /> : null}
        <ConfirmDialog
          open={toDelete !== null}
          title={deleteTitle}
          message={deleteMessage}
          confirmLabel="Xóa"
          danger
          busy={working}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setToDelete(null)}
        />
        <ConfirmDialog
          open={pauseOffer !== null}
          title="Không xóa được"
          message={<p data-testid="pause-offer-message">{pauseOffer?.message}</p>}
          confirmLabel="Tạm dừng thay vì xóa"
          cancelLabel="Đóng"
          busy={working}
          onConfirm={() => void pauseInstead()}
          onCancel={() => setPauseOffer(null)}
        />
      </div>
    </CatalogProvider>
  );
}
