/**
 * What the clipboard holds when text is copied from Word and from Google Docs (shortened, but with
 * their real markup: Office namespaces, conditional comments, `mso-*` styles, list paragraphs,
 * Google's wrapper and style-only spans). Used by the paste-cleaning test and story.
 */
export const WORD_PASTE = `<html xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8">
<meta name=Generator content="Microsoft Word 15">
<style><!--
 p.MsoNormal, li.MsoNormal, div.MsoNormal {mso-style-parent:""; margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif;}
 @list l0:level1 {mso-level-number-format:bullet; mso-level-text:\\F0B7;}
--></style></head>
<body lang=EN-GB style='tab-interval:36.0pt;word-wrap:break-word'>
<!--StartFragment-->
<h1 style='mso-margin-top-alt:auto'><span style='font-size:20.0pt;color:#2F5496;mso-themecolor:accent1'>Summer rewards<o:p></o:p></span></h1>
<p class=MsoNormal><b><span style='mso-bidi-font-weight:normal'>Earn double points</span></b><span style='font-family:"Times New Roman",serif;mso-fareast-font-family:Calibri'> on every course until <i><font color=red>31 August</font></i>.<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Mugs<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Hoodies<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp; </span></span><![endif]>Sign in<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp; </span></span><![endif]>Pick a reward<o:p></o:p></p>
<p class=MsoNormal style='margin-bottom:12.0pt'><span lang=EN-US style='mso-ansi-language:EN-US'>Read <a href="https://example.com/rules" class=MsoHyperlink><span style='color:#0563C1'>the rules</span></a>.<o:p></o:p></span></p>
<!--EndFragment-->
</body></html>`;

export const GOOGLE_DOCS_PASTE =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5c1f0e2a-7fff-3b1d-9e0a-4f2d8c6b1a90">' +
  '<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;">' +
  '<span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:700;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">New rewards</span>' +
  '<span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;vertical-align:baseline;white-space:pre-wrap;"> arrive </span>' +
  '<span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;font-style:italic;vertical-align:baseline;white-space:pre-wrap;">every month</span>' +
  '<span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;font-style:normal;white-space:pre-wrap;">.</span></p>' +
  '<ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;">' +
  '<li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;color:#000000;" aria-level="1">' +
  '<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation">' +
  '<span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;white-space:pre-wrap;">Tote bags</span></p></li></ul></b>' +
  '<br class="Apple-interchange-newline">';
