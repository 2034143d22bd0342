/**
 * @generated SignedSource<<a871ab6ca73d43efb0173e2e90b1370a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSendVerificationCodeMutation$variables = {
  email: string;
  turnstile?: string | null | undefined;
};
export type useSendVerificationCodeMutation$data = {
  readonly sendVerificationCode: boolean;
};
export type useSendVerificationCodeMutation = {
  response: useSendVerificationCodeMutation$data;
  variables: useSendVerificationCodeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "email"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "turnstile"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      },
      {
        "kind": "Variable",
        "name": "turnstile",
        "variableName": "turnstile"
      }
    ],
    "kind": "ScalarField",
    "name": "sendVerificationCode",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSendVerificationCodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendVerificationCodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "29c254ba6747d590bef87c2aa2422958",
    "id": null,
    "metadata": {},
    "name": "useSendVerificationCodeMutation",
    "operationKind": "mutation",
    "text": "mutation useSendVerificationCodeMutation(\n  $email: String!\n  $turnstile: String\n) {\n  sendVerificationCode(email: $email, turnstile: $turnstile)\n}\n"
  }
};
})();

(node as any).hash = "c7d77fad12ae8efc2de24f4b7e23600b";

export default node;
