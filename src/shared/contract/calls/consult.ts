import { defineCall } from '../define';
import { consultFormSchema } from '../../validation/consult';

export const consultCalls = {
  'oct/General/addConsult': defineCall<{ received: true }>()({
    module: 'oct',
    controller: 'General',
    func: 'addConsult',
    params: consultFormSchema,
    access: 'public',
    kind: 'write',
  }),
};
