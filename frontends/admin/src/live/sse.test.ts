import { parseSseBlock, splitSseBuffer } from './sse';

describe('server-sent events parsing', () => {
  it('joins data lines and ignores comments', () => {
    expect(parseSseBlock(': ping\nevent: order\ndata: {"a":\ndata: 1}')).toEqual({ event: 'order', data: '{"a":\n1}' });
    expect(parseSseBlock(': keep-alive')).toBeNull();
  });

  it('keeps an unfinished event for the next chunk', () => {
    const first = splitSseBuffer('data: {"type":"orders.order.created"}\n\ndata: {"ty');
    expect(first.blocks).toEqual(['data: {"type":"orders.order.created"}']);
    expect(first.rest).toBe('data: {"ty');
    expect(splitSseBuffer(`${first.rest}pe":"x"}\r\n\r\n`).blocks).toEqual(['data: {"type":"x"}']);
  });
});
