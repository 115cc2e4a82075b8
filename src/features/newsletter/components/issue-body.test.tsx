import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IssueBody } from './issue-body';

describe('IssueBody', () => {
  it('renders headings, bold, italic, safe links and line breaks, and nothing else', () => {
    const { container } = render(
      <IssueBody
        body={
          '## Coming up\n\n**Worship**: Sun\n[Details](https://church.example/events/1)\n\n*Soon* <script>x</script> [bad](javascript:alert(1))'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Coming up' })).toBeInTheDocument();
    expect(container.querySelector('strong')?.textContent).toBe('Worship');
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      'https://church.example/events/1',
    );
    expect(container.querySelector('em')?.textContent).toBe('Soon');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(container.querySelectorAll('br')).toHaveLength(1);
  });
});
