import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../shared/auth/AuthState';
import { loadNewestConversations, markDelivered } from './api';
import DeliveryReceipts from './DeliveryReceipts';
import { conversationOf, CUSTOMER, signedInAs } from './testing';

vi.mock('./api', () => ({ loadNewestConversations: vi.fn(), markDelivered: vi.fn() }));

const loadMock = vi.mocked(loadNewestConversations);
const deliveredMock = vi.mocked(markDelivered);

const tree = (unread: number) => (
  <AuthContext.Provider value={signedInAs(CUSTOMER)}>
    <DeliveryReceipts unread={unread} />
  </AuthContext.Provider>
);

beforeEach(() => {
  loadMock.mockReset().mockResolvedValue([
    conversationOf({ id: 'new' }),
    conversationOf({
      id: 'acknowledged',
      deliveredAt: { [CUSTOMER]: new Date('2026-03-16T09:30:00') },
    }),
    conversationOf({
      id: 'mine',
      lastMessage: {
        id: 'x',
        senderId: CUSTOMER,
        text: 'Merci',
        attachments: 0,
        createdAt: new Date('2026-03-16T09:00:00'),
      },
    }),
    conversationOf({ id: 'stale', deliveredAt: { [CUSTOMER]: new Date('2026-03-16T08:00:00') } }),
  ]);
  deliveredMock.mockReset().mockResolvedValue(undefined);
});

describe('DeliveryReceipts', () => {
  it('acknowledges, once per rise of the count, the last messages of the other party', async () => {
    const { container, rerender } = render(tree(3));
    expect(container.innerHTML).toBe('');
    await waitFor(() => expect(deliveredMock).toHaveBeenCalledTimes(2));
    expect(loadMock).toHaveBeenCalledWith(CUSTOMER, 3);
    expect(deliveredMock.mock.calls).toEqual([
      ['new', CUSTOMER],
      ['stale', CUSTOMER],
    ]);

    rerender(tree(2));
    rerender(tree(3));
    await waitFor(() => expect(loadMock).toHaveBeenCalledTimes(2));
    rerender(tree(45));
    await waitFor(() => expect(loadMock).toHaveBeenCalledTimes(3));
    expect(loadMock).toHaveBeenLastCalledWith(CUSTOMER, 20);
    rerender(tree(45));
    rerender(tree(44));
    expect(loadMock).toHaveBeenCalledTimes(3);
  });

  it('reads nothing for a signed-out visitor', () => {
    render(<DeliveryReceipts unread={2} />);
    expect(loadMock).not.toHaveBeenCalled();
  });
});
