import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
  SplitButton,
  type MenuButtonProps,
} from '@fluentui/react-components';
import {
  ArrowLeft20Regular,
  ArrowUndo20Regular,
  Calendar20Regular,
  History20Regular,
  Save20Regular,
  Send20Regular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import type { PostStatus } from '@vitrine/shared/publishing';

interface Action {
  label: string;
  icon: ReactElement;
  run(): void;
}

export interface EditorActionHandlers {
  back(): void;
  /** Saves keeping the post's visibility (a draft stays a draft). */
  save(): void;
  publish(): void;
  schedule(): void;
  /** Back to draft: "Despublicar", or "Cancelar agendamento" for a post not yet public. */
  unpublish(): void;
  history(): void;
}

/**
 * The one thing the post's state asks for most (a draft is published, a public or scheduled
 * post has its changes saved) and, in its menu, the rest: save as draft, schedule, take back,
 * history. A scheduled post was never public, so it is not "despublicado": its schedule is
 * cancelled.
 */
function actionsFor(status: PostStatus, isNew: boolean, on: EditorActionHandlers): [Action, Action[]] {
  const history: Action[] = isNew ? [] : [{ label: 'Histórico', icon: <History20Regular />, run: on.history }];
  const save = (label: string): Action => ({ label, icon: <Save20Regular />, run: on.save });
  const publish = (label: string): Action => ({ label, icon: <Send20Regular />, run: on.publish });
  const schedule = (label: string): Action => ({ label, icon: <Calendar20Regular />, run: on.schedule });
  const unpublish = (label: string): Action => ({ label, icon: <ArrowUndo20Regular />, run: on.unpublish });
  if (status === 'draft') return [publish('Publicar'), [save('Salvar rascunho'), schedule('Agendar…'), ...history]];
  if (status === 'scheduled') {
    const rest = [publish('Publicar agora'), schedule('Alterar agendamento…'), unpublish('Cancelar agendamento')];
    return [save('Salvar alterações'), [...rest, ...history]];
  }
  return [save('Salvar alterações'), [unpublish('Despublicar'), ...history]];
}

/** The editor header's buttons: "Voltar", and the post's actions as one split button with its menu. */
export function EditorActions({
  status,
  isNew,
  busy,
  on,
}: {
  status: PostStatus;
  isNew: boolean;
  busy: boolean;
  on: EditorActionHandlers;
}) {
  const [primary, more] = actionsFor(status, isNew, on);
  return (
    <>
      <Button appearance="subtle" icon={<ArrowLeft20Regular />} onClick={on.back}>
        Voltar
      </Button>
      <Menu positioning="below-end">
        <MenuTrigger disableButtonEnhancement>
          {(triggerProps: MenuButtonProps) => (
            <SplitButton
              appearance="primary"
              disabled={busy}
              icon={busy ? <Spinner size="tiny" /> : primary.icon}
              menuButton={{ ...triggerProps, 'aria-label': 'Mais ações' }}
              primaryActionButton={{ onClick: primary.run }}
            >
              {primary.label}
            </SplitButton>
          )}
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {more.map((action) => (
              <MenuItem key={action.label} icon={action.icon} onClick={action.run}>
                {action.label}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
    </>
  );
}
